import type { LineFields } from './fields.js';

/** Common / combined access log (Apache, nginx, many proxies). */
const ACCESS = /^(\S+) (\S+) (\S+) \[([^\]]+)\] "([A-Z]+) (\S+)(?: ([^"]*))?" (\d{3}) (\d+|-)(?: "([^"]*)" "([^"]*)")?(.*)$/;

export function parseAccessLog(line: string): LineFields | undefined {
  if (line.indexOf('" ') < 0) return undefined;
  const m = ACCESS.exec(line.trim());
  if (!m) return undefined;
  const status = Number(m[8]);
  const f: LineFields = {
    type: 'access',
    level: status >= 500 ? 'error' : status >= 400 ? 'warning' : 'info',
    component: '',
    message: `${m[5]} ${m[6]}${m[7] ? ` ${m[7]}` : ''}`,
    format: 'access',
    timestamp: m[4],
    client: m[1],
    user: m[3],
    method: m[5],
    path: m[6],
    status,
    bytes: m[9] === '-' ? 0 : Number(m[9]),
  };
  if (m[7]) f.protocol = m[7];
  if (m[10] !== undefined) f.referer = m[10];
  if (m[11] !== undefined) f.user_agent = m[11];
  const rest = m[12]?.trim();
  if (rest) f.extra = rest;
  return f;
}
