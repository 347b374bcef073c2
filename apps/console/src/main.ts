import { post } from './api.js';
import { button, fill, h } from './dom.js';
import { billingPage } from './pages/billing.js';
import { classifierPage, classifiersPage } from './pages/classifiers.js';
import { forgotPage, resetPage, signInPage, signUpPage } from './pages/auth.js';
import { keysPage } from './pages/keys.js';
import { membersPage } from './pages/members.js';
import { playgroundPage } from './pages/playground.js';
import { recordPage, recordsPage } from './pages/records.js';
import { BASE, current, listen, navigate, type Page } from './router.js';
import { session } from './state.js';
import { errorBox } from './ui.js';

interface Route {
  pattern: RegExp;
  title: string;
  page: Page;
  signedIn: boolean;
}
const ID = '([0-9a-fA-F-]{36})';
const ROUTES: Route[] = [
  { pattern: /^signin$/, title: 'Sign in', page: signInPage, signedIn: false },
  { pattern: /^signup$/, title: 'Sign up', page: signUpPage, signedIn: false },
  { pattern: /^forgot$/, title: 'Forgot password', page: forgotPage, signedIn: false },
  { pattern: /^reset$/, title: 'Choose a new password', page: resetPage, signedIn: false },
  { pattern: /^keys$/, title: 'API keys', page: keysPage, signedIn: true },
  { pattern: /^members$/, title: 'Members and roles', page: membersPage, signedIn: true },
  { pattern: /^billing$/, title: 'Usage and balance', page: billingPage, signedIn: true },
  { pattern: /^records$/, title: 'Records', page: recordsPage, signedIn: true },
  { pattern: new RegExp(`^records/${ID}$`), title: 'Record', page: recordPage, signedIn: true },
  { pattern: /^classifiers$/, title: 'Classifiers', page: classifiersPage, signedIn: true },
  { pattern: new RegExp(`^classifiers/${ID}$`), title: 'Classifier', page: classifierPage, signedIn: true },
  { pattern: /^playground$/, title: 'Playground', page: playgroundPage, signedIn: true },
];
const NAV: [string, string][] = [
  ['keys', 'Keys'],
  ['members', 'Members'],
  ['billing', 'Usage & balance'],
  ['records', 'Records'],
  ['classifiers', 'Classifiers'],
  ['playground', 'Playground'],
];

const header = document.getElementById('top')!;
const main = document.getElementById('main')!;
let leaving: AbortController | undefined;
/** GET /auth/me asked once per load; signing in, out and resets refresh it. */
let checked = false;

async function render(): Promise<void> {
  leaving?.abort();
  const here = new AbortController();
  leaving = here;
  const path = current();
  if (!checked) {
    await session.refresh().catch(() => null);
    checked = true;
  }
  const signedIn = session.me !== null;
  if (path === '') return navigate(signedIn ? 'keys' : 'signin', true);
  const route = ROUTES.find((r) => r.pattern.test(path));
  if (route?.signedIn && !signedIn) return navigate(`signin?next=${encodeURIComponent(path)}`, true);
  if (route && !route.signedIn && signedIn && route.page !== resetPage) return navigate('keys', true);
  drawHeader(path);
  const title = h('h1', { tabindex: -1 }, route?.title ?? 'Not found');
  const body = h('div', { class: 'page' });
  fill(main, title, body);
  document.title = `${route?.title ?? 'Not found'} · svc console`;
  title.focus();
  if (!route) {
    fill(body, h('p', null, 'There is no such page in the console. ', h('a', { href: BASE }, 'Go to the start')));
    return;
  }
  try {
    await route.page({ main: body, params: route.pattern.exec(path)!.slice(1), signal: here.signal });
  } catch (err) {
    if (!here.signal.aborted) body.prepend(errorBox(err));
  }
}

function drawHeader(path: string): void {
  const me = session.me;
  const brand = h('a', { href: BASE, class: 'brand' }, 'svc console');
  if (!me) {
    fill(header, brand, h('nav', { 'aria-label': 'Account' }, h('ul', null, h('li', null, h('a', { href: `${BASE}signin`, 'aria-current': path === 'signin' ? 'page' : null }, 'Sign in')), h('li', null, h('a', { href: `${BASE}signup`, 'aria-current': path === 'signup' ? 'page' : null }, 'Sign up')))));
    return;
  }
  const tenant = session.tenant();
  const picker =
    me.tenants.length > 1
      ? h(
          'label',
          { class: 'tenant' },
          'Tenant ',
          h('select', { onchange: (e: Event) => (session.chooseTenant((e.target as HTMLSelectElement).value), void render()) }, me.tenants.map((t) => h('option', { value: t.tenant_id, selected: t.tenant_id === tenant?.tenant_id }, `${t.name} (${t.role})`))),
        )
      : h('span', { class: 'tenant' }, tenant ? `tenant ${tenant.name === me.email ? '' : `${tenant.name} `}· ${tenant.role}` : '');
  const signOut = button('Sign out', async () => {
    try {
      await post('/auth/logout');
    } finally {
      session.forget();
      navigate('signin');
    }
  });
  fill(
    header,
    brand,
    h('nav', { 'aria-label': 'Console' }, h('ul', null, NAV.map(([p, label]) => h('li', null, h('a', { href: BASE + p, 'aria-current': path.split('/')[0] === p ? 'page' : null }, label))))),
    h('div', { class: 'account' }, h('span', { class: 'email' }, me.email), picker, signOut),
  );
}

listen(() => void render());
void render();
