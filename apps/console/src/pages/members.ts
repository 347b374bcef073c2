import { call, get } from '../api.js';
import { field, fill, h, input, table } from '../dom.js';
import type { PageContext } from '../router.js';
import { session } from '../state.js';
import { busy, confirmButton, outcome } from '../ui.js';

interface Member {
  user_id: string;
  email: string;
  role: string;
}
const ROLES = ['owner', 'admin', 'member'];

export async function membersPage({ main }: PageContext): Promise<void> {
  const tenant = session.tenant();
  if (!tenant) return fill(main, h('p', null, 'You are not a member of any tenant.'));
  const base = `/auth/tenants/${tenant.tenant_id}/members`;
  const out = outcome();
  const list = h('div');
  const canChange = session.canChange();
  const roleSelect = (value: string, label: string) => h('select', { 'aria-label': label }, ROLES.map((r) => h('option', { value: r, selected: r === value }, r)));

  const load = async () => {
    const answer = await get<{ members: Member[] }>(base);
    fill(
      list,
      table(
        `Members of ${tenant.name}`,
        ['Email', 'Role', 'Actions'],
        answer.members.map((m) => {
          const role = roleSelect(m.role, `Role of ${m.email}`);
          role.disabled = !canChange;
          role.addEventListener('change', () =>
            void busy(null, out, async () => {
              await call('PATCH', `${base}/${m.user_id}`, { body: { role: role.value } });
              out.ok(`${m.email} is now ${role.value}.`);
            }).then(load),
          );
          const self = m.user_id === session.me?.user_id;
          return [
            m.email,
            role,
            canChange || self
              ? confirmButton(self ? 'Leave' : 'Remove', self ? 'Leave this tenant?' : `Remove ${m.email}?`, () =>
                  busy(null, out, async () => {
                    await call('DELETE', `${base}/${m.user_id}`);
                    out.ok(`${m.email} removed.`);
                    if (self) location.assign('/console/');
                    else await load();
                  }),
                )
              : '—',
          ];
        }),
      ),
    );
  };

  const email = input({ type: 'email', name: 'email', required: true });
  const role = roleSelect('member', 'Role');
  const add = h('form', { class: 'inline' }, field('Email of an existing user', email), field('Role', role), h('button', { type: 'submit', class: 'primary' }, 'Add member'));
  add.addEventListener('submit', (e) => {
    e.preventDefault();
    void busy(add.querySelector('button'), out, async () => {
      await call('POST', base, { body: { email: email.value.trim(), role: role.value } });
      out.ok(`${email.value} added.`);
      email.value = '';
      await load();
    });
  });
  fill(
    main,
    h('p', null, 'Owners and admins issue keys and manage members; only an owner grants or removes owner; members read.'),
    canChange ? add : null,
    out,
    list,
  );
  await load();
}
