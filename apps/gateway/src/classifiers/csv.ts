/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold commas,
 * line breaks and doubled quotes (`""`). A byte-order mark is ignored. Returns the records as arrays of fields,
 * or the 1-based line where a quoted field is left open.
 */
export function parseCsv(input: string): { records: string[][] } | { unterminatedAt: number } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is no record.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i++;
      line++;
    } else field += ch;
    i++;
  }
  if (quoted) return { unterminatedAt: quoteLine };
  if (field !== '' || record.length > 0) endRecord();
  return { records };
}
