import { ApiError, call, get } from '../api.js';
import { field, fill, h, input, pretty } from '../dom.js';
import type { PageContext } from '../router.js';
import { session } from '../state.js';
import { copyButton, errorBox } from '../ui.js';

interface MethodInfo {
  name: string;
  title: string;
  description: string;
  example: object;
}
interface Target {
  id: string;
  label: string;
  description: string;
  path: (api: string) => string;
  example: object;
}

const BILLING_HEADERS = ['x-svc-debit', 'x-svc-free-remaining', 'x-svc-ratelimit-limit', 'x-svc-ratelimit-remaining', 'x-request-id'];

/** The billing headers of an answer as a small table (what curl -i shows). */
export function billingHeaders(headers: Headers): HTMLElement {
  return h(
    'dl',
    { class: 'facts headers', 'data-testid': 'billing-headers' },
    BILLING_HEADERS.map((name) => [h('dt', null, h('code', null, name)), h('dd', { 'data-header': name }, headers.get(name) ?? '—')]),
  );
}

/** A shell-safe single-quoted string. */
function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export async function playgroundPage({ main }: PageContext): Promise<void> {
  const { methods } = await get<{ methods: MethodInfo[] }>('/console/methods.json');
  const targets: Target[] = [
    ...methods.map((m) => ({ id: m.name, label: `${m.name} — ${m.title}`, description: m.description, path: (api: string) => `/v1/models/${encodeURIComponent(api)}/${m.name}`, example: m.example })),
    {
      id: 'records/create',
      label: 'records/create — store a record',
      description: 'Fills the text into a built-in schema, labels it with a classifier where one applies, and stores it (billed). Read it on the Records page.',
      path: () => '/records/create',
      example: { text: 'Nov 22 10:00:01 web1 sshd[42]: Failed password for root', schema: 'log_event' },
    },
  ];
  const chooser = h('select', { name: 'method' }, targets.map((t) => h('option', { value: t.id }, t.label)));
  const api = input({ type: 'text', name: 'api', value: 'svc-small-json' });
  const key = input({ type: 'password', name: 'key', autocomplete: 'off', value: session.key() });
  const body = h('textarea', { name: 'body', rows: 12, spellcheck: false, class: 'code' });
  const about = h('p', { class: 'hint' });
  const curl = h('pre', { class: 'curl', 'data-testid': 'curl' });
  const answer = h('section', { 'aria-live': 'polite', 'aria-label': 'Answer' });
  const target = () => targets.find((t) => t.id === chooser.value)!;

  const curlText = () => {
    let compact = body.value;
    try {
      compact = JSON.stringify(JSON.parse(body.value));
    } catch {
      /* shown as typed */
    }
    return `curl -s ${location.origin}${target().path(api.value)} \\\n  -H "Authorization: Bearer $KEY" -H 'content-type: application/json' \\\n  -d ${quote(compact)}`;
  };
  const refresh = () => fill(curl, curlText());
  const pick = () => {
    body.value = pretty(target().example);
    fill(about, target().description);
    refresh();
  };
  chooser.addEventListener('change', pick);
  body.addEventListener('input', refresh);
  api.addEventListener('input', refresh);

  const send = h('button', { type: 'submit', class: 'primary' }, 'Send');
  const form = h(
    'form',
    null,
    h('div', { class: 'grid' }, field('Method', chooser), field('Model api', api)),
    about,
    field('API key (Bearer)', key, 'Kept in this tab only. Create one on the Keys page; it is filled in here.'),
    field('Body (JSON)', body),
    send,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void (async () => {
      send.disabled = true;
      fill(answer, h('p', null, 'Calling…'));
      try {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.value);
        } catch (err) {
          throw new Error(`The body is not JSON: ${(err as Error).message}`);
        }
        session.setKey(key.value.trim());
        const started = performance.now();
        const res = await call<unknown>('POST', target().path(api.value), { body: parsed, key: key.value.trim() });
        fill(answer, h('h2', null, `${res.status} in ${Math.round(performance.now() - started)} ms`), billingHeaders(res.headers), h('pre', { class: 'json', 'data-testid': 'answer' }, pretty(res.body)));
      } catch (err) {
        fill(answer, h('h2', null, 'Refused'), errorBox(err), err instanceof ApiError && err.body !== undefined ? h('pre', { class: 'json' }, pretty(err.body)) : null);
      } finally {
        send.disabled = false;
      }
    })();
  });

  fill(main, form, h('h2', null, 'The same call with curl'), h('div', { class: 'key-row' }, curl, copyButton(curlText, 'Copy curl')), answer);
  pick();
}
