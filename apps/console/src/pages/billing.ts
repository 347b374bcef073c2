import { get } from '../api.js';
import { button, fill, h, svg, table, when } from '../dom.js';
import type { PageContext } from '../router.js';
import { session } from '../state.js';
import { busy, money, outcome } from '../ui.js';

/** `GET /billing` (the contract's upgrade_url), as SEAMS.md fixes it. */
export interface Billing {
  tenant_id: string;
  period: { month: string; start: string; end: string };
  pool: { included: number; used: number; left: number };
  wallet: { balance: number; unit: string };
  usage_range?: { from: string; to: string };
  ledger_next_cursor?: string | null;
  usage: { day: string; product: string; calls: number; included: number; paid: number; amount: number }[];
  ledger: { id: string; at: string; kind: string; product: string | null; tier: string | null; amount: number; state: string; request_id: string | null }[];
  top_up: { how: string; url: string | null };
}

const COLOURS = ['#1f77b4', '#d95f02', '#1b9e77', '#7570b3', '#e7298a', '#66a61e', '#a6761d', '#666666'];

export async function billingPage({ main }: PageContext): Promise<void> {
  const b = await get<Billing>(`/billing${session.tenantQuery()}`);
  const ledger = [...b.ledger];
  const ledgerBox = h('div');
  const out = outcome();
  const drawLedger = (next: string | null | undefined) => {
    const more = next
      ? button('Older entries', (e) =>
          busy(e.currentTarget as HTMLButtonElement, out, async () => {
            const page = await get<Billing>(`/billing?cursor=${encodeURIComponent(next)}${session.tenantQuery('&')}`);
            ledger.push(...page.ledger);
            drawLedger(page.ledger_next_cursor);
          }),
        )
      : null;
    fill(
      ledgerBox,
      table(
        'Ledger (newest first)',
        ['When', 'Kind', 'Product', 'Tier', 'Amount', 'State', 'Request id'],
        ledger.map((l) => [when(l.at), l.kind, l.product ?? '—', l.tier ?? '—', money(l.amount), l.state, l.request_id ? h('code', null, l.request_id) : '—']),
        { 'data-testid': 'ledger' },
      ),
      more,
      out,
    );
  };
  drawLedger(b.ledger_next_cursor);
  const pool = b.pool;
  const usedShare = pool.included > 0 ? Math.min(pool.used / pool.included, 1) : 1;
  fill(
    main,
    h(
      'section',
      { class: 'cards', 'aria-label': 'This month' },
      h(
        'div',
        { class: 'card' },
        h('h2', null, `Included calls, ${b.period.month}`),
        h('p', { class: 'big', 'data-testid': 'pool-used' }, `${pool.used.toLocaleString()} used`),
        h('meter', { min: 0, max: pool.included || 1, value: pool.used, 'aria-label': 'Included calls used' }),
        h('p', { 'data-testid': 'pool-left' }, `${pool.left.toLocaleString()} of ${pool.included.toLocaleString()} left until ${when(b.period.end)}`),
        h('p', { class: 'hint' }, `${Math.round(usedShare * 100)} % of the pool used`),
      ),
      h('div', { class: 'card' }, h('h2', null, 'Wallet'), h('p', { class: 'big', 'data-testid': 'wallet' }, money(b.wallet.balance)), h('p', { class: 'hint' }, `${b.wallet.balance.toLocaleString()} ${b.wallet.unit}-units; calls past the pool are paid from it.`)),
      h('div', { class: 'card' }, h('h2', null, 'Top up or upgrade'), h('p', null, b.top_up.how), b.top_up.url ? h('p', null, h('a', { href: b.top_up.url }, 'Top up')) : null),
    ),
    h('h2', null, `Usage by product and day${b.usage_range ? ` (${b.usage_range.from} to ${b.usage_range.to})` : ''}`),
    usageChart(b.usage),
    table(
      'Usage by product and day',
      ['Day', 'Product', 'Calls', 'Included', 'Paid', 'Amount'],
      b.usage.map((u) => [u.day, u.product, u.calls, u.included, u.paid, money(u.amount)]),
      { 'data-testid': 'usage' },
    ),
    h('h2', null, 'Recent ledger entries'),
    ledgerBox,
  );
}

/** Calls per day, stacked by product, as an inline SVG; the table below it says the same in words. */
export function usageChart(usage: Billing['usage']): HTMLElement {
  const days = [...new Set(usage.map((u) => u.day))].sort();
  const products = [...new Set(usage.map((u) => u.product))].sort();
  if (!days.length) return h('p', { class: 'empty' }, 'No calls this month yet.');
  const totals = days.map((d) => usage.filter((u) => u.day === d).reduce((s, u) => s + u.calls, 0));
  const max = Math.max(...totals, 1);
  const W = 640, H = 220, left = 40, bottom = 30, top = 10;
  const slot = (W - left) / days.length;
  const bar = Math.max(Math.min(slot * 0.7, 40), 2);
  const y = (v: number) => H - bottom - ((H - bottom - top) * v) / max;
  const chart = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': `Calls per day this month, ${totals.reduce((a, b) => a + b, 0)} in all, by product`, class: 'chart' });
  chart.append(svg('line', { x1: left, y1: y(0), x2: W, y2: y(0), class: 'axis' }), svg('text', { x: left - 6, y: y(max) + 4, 'text-anchor': 'end', class: 'tick' }, String(max)), svg('text', { x: left - 6, y: y(0) + 4, 'text-anchor': 'end', class: 'tick' }, '0'));
  days.forEach((day, i) => {
    let base = 0;
    const x = left + i * slot + (slot - bar) / 2;
    products.forEach((p, j) => {
      const calls = usage.filter((u) => u.day === day && u.product === p).reduce((s, u) => s + u.calls, 0);
      if (!calls) return;
      const rect = svg('rect', { x, y: y(base + calls), width: bar, height: y(base) - y(base + calls), fill: COLOURS[j % COLOURS.length] }, svg('title', {}, `${day} ${p}: ${calls}`));
      chart.append(rect);
      base += calls;
    });
    if (days.length <= 16 || i % Math.ceil(days.length / 16) === 0) chart.append(svg('text', { x: x + bar / 2, y: H - 10, 'text-anchor': 'middle', class: 'tick' }, day.slice(5)));
  });
  const legend = h('ul', { class: 'legend' }, products.map((p, j) => h('li', null, swatch(COLOURS[j % COLOURS.length]), p)));
  return h('figure', { class: 'chart-wrap' }, chart, legend);
}

/** A colour square (set through the CSSOM: the console's policy allows no inline style attributes). */
function swatch(colour: string): HTMLElement {
  const el = h('span', { class: 'swatch', 'aria-hidden': 'true' });
  el.style.background = colour;
  return el;
}
