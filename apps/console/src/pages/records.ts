import { call, get } from '../api.js';
import { button, fill, h, pretty, table, when } from '../dom.js';
import { BASE, navigate, type PageContext } from '../router.js';
import { session } from '../state.js';
import { confirmButton, busy, outcome } from '../ui.js';

interface StoredRecord {
  record_id: string;
  schema: string;
  text: string;
  record: unknown;
  label: string | null;
  confidence: number | null;
  classifier_id: string | null;
  version_id: string | null;
  status: string;
  fallback_reason: string | null;
  request_id: string;
  billing_tier: string | null;
  created_at: string;
}

const PAGE = 20;

export async function recordsPage({ main }: PageContext): Promise<void> {
  const list = h('div');
  const pager = h('nav', { class: 'pager', 'aria-label': 'Pages of records' });
  const cursors: (string | null)[] = [null];

  const load = async (index: number) => {
    const cursor = cursors[index];
    const page = await get<{ records: StoredRecord[]; next_cursor: string | null }>(`/records/get?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}${session.tenantQuery('&')}`);
    cursors[index + 1] = page.next_cursor;
    fill(
      list,
      table(
        `Records, page ${index + 1}`,
        ['Created', 'Schema', 'Status', 'Label', 'Text'],
        page.records.map((r) => [when(r.created_at), r.schema, h('span', { class: `status ${r.status}` }, r.status), r.label ?? '—', h('a', { href: `${BASE}records/${r.record_id}` }, snippet(r.text))]),
        { 'data-testid': 'records' },
      ),
    );
    const prev = button('Previous page', () => void load(index - 1));
    prev.disabled = index === 0;
    const next = button('Next page', () => void load(index + 1));
    next.disabled = !page.next_cursor;
    fill(pager, prev, ' ', h('span', null, `Page ${index + 1}`), ' ', next);
  };

  fill(main, h('p', null, 'Records are created with an API key (', h('code', null, 'POST /records/create'), ', billed; try it in the ', h('a', { href: `${BASE}playground` }, 'playground'), '); here you read and delete them.'), list, pager);
  await load(0);
}

function snippet(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? `${one.slice(0, 79)}…` : one || '(empty)';
}

export async function recordPage({ main, params }: PageContext): Promise<void> {
  const id = params[0];
  const r = await get<StoredRecord>(`/records/get/${id}${session.tenantQuery()}`);
  const out = outcome();
  const facts: [string, unknown][] = [
    ['Status', r.status + (r.fallback_reason ? ` (${r.fallback_reason})` : '')],
    ['Label', r.label ?? '—'],
    ['Confidence', r.confidence ?? '—'],
    ['Schema', r.schema],
    ['Classifier', r.classifier_id ?? '—'],
    ['Version', r.version_id ?? '—'],
    ['Billed as', r.billing_tier ?? 'not charged'],
    ['Request id', r.request_id],
    ['Created', when(r.created_at)],
  ];
  fill(
    main,
    h('p', null, h('a', { href: `${BASE}records` }, '← All records')),
    h('dl', { class: 'facts', 'data-testid': 'record-facts' }, facts.map(([k, v]) => [h('dt', null, k), h('dd', null, String(v))])),
    h('h2', null, 'Text'),
    h('pre', { class: 'text', 'data-testid': 'record-text' }, r.text),
    h('h2', null, 'Filled schema'),
    h('pre', { class: 'json', 'data-testid': 'record-json' }, r.record === null ? 'null (the model gave none)' : pretty(r.record)),
    h(
      'p',
      null,
      confirmButton('Delete', 'Delete this record for good?', () =>
        busy(null, out, async () => {
          await call('DELETE', `/records/delete/${id}${session.tenantQuery()}`);
          navigate('records');
        }),
      ),
    ),
    out,
  );
}
