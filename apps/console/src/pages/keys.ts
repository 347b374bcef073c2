import { call, get } from '../api.js';
import { button, field, fill, h, input, table, when } from '../dom.js';
import type { PageContext } from '../router.js';
import { session } from '../state.js';
import { busy, confirmButton, copyButton, outcome } from '../ui.js';

interface Key {
  key_id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}
interface NewKey {
  key_id: string;
  api_key: string;
  prefix: string;
  name: string;
}

export async function keysPage({ main }: PageContext): Promise<void> {
  const list = h('div');
  const shown = h('div', { 'aria-live': 'polite' });
  const out = outcome();
  const canChange = session.canChange();

  const showOnce = (key: NewKey, verb: string) => {
    session.setKey(key.api_key);
    const value = h('code', { class: 'secret', 'data-testid': 'new-key' }, key.api_key);
    fill(
      shown,
      h(
        'section',
        { class: 'once', 'aria-labelledby': 'once-h' },
        h('h2', { id: 'once-h' }, `Key "${key.name}" ${verb}: copy it now`),
        h('p', null, 'This is the only time the key is shown. The playground in this tab uses it.'),
        h('p', { class: 'key-row' }, value, ' ', copyButton(() => key.api_key, 'Copy key')),
        button('I have copied it', () => fill(shown)),
      ),
    );
  };

  const load = async () => {
    const answer = await get<{ keys: Key[] }>(`/auth/keys${session.tenantQuery()}`);
    fill(
      list,
      table(
        'Live keys (only their prefix is kept)',
        ['Name', 'Prefix', 'Created', 'Last used', 'Actions'],
        answer.keys.map((k) => [
          k.name,
          h('code', null, `${k.prefix}…`),
          when(k.created_at),
          when(k.last_used_at),
          canChange
            ? h(
                'span',
                { class: 'actions' },
                button(
                  'Rotate',
                  (e) =>
                    busy(e.currentTarget as HTMLButtonElement, out, async () => {
                      const res = await call<NewKey>('POST', `/auth/keys/${k.key_id}/rotate`);
                      showOnce(res.body, 'rotated (the old one is refused from now on)');
                      await load();
                    }),
                  { 'aria-label': `Rotate ${k.name}` },
                ),
                ' ',
                confirmButton('Revoke', `Revoke ${k.name}?`, () =>
                  busy(null, out, async () => {
                    await call('DELETE', `/auth/keys/${k.key_id}`);
                    out.ok(`Key ${k.name} revoked.`);
                    await load();
                  }),
                ),
              )
            : '—',
        ]),
        { 'data-testid': 'keys' },
      ),
    );
  };

  const name = input({ type: 'text', name: 'name', required: true, maxlength: 200 });
  const create = h('form', { class: 'inline' }, field('Name of the new key', name), h('button', { type: 'submit', class: 'primary' }, 'Create key'));
  create.addEventListener('submit', (e) => {
    e.preventDefault();
    void busy(create.querySelector('button'), out, async () => {
      const t = session.tenant();
      const res = await call<NewKey>('POST', '/auth/keys', { body: { name: name.value.trim(), ...(t ? { tenant_id: t.tenant_id } : {}) } });
      name.value = '';
      showOnce(res.body, 'created');
      await load();
    });
  });

  fill(main, shown, canChange ? create : h('p', null, 'Your role reads keys; owners and admins create, rotate and revoke them.'), out, list);
  await load();
}
