import { post } from '../api.js';
import { field, fill, h, input } from '../dom.js';
import { BASE, navigate, type PageContext } from '../router.js';
import { session } from '../state.js';
import { busy, outcome } from '../ui.js';

function form(onsubmit: (f: HTMLFormElement, btn: HTMLButtonElement) => Promise<void>, submitLabel: string, ...fields: HTMLElement[]): HTMLFormElement {
  const btn = h('button', { type: 'submit', class: 'primary' }, submitLabel);
  const f = h('form', { class: 'narrow', novalidate: true }, ...fields, btn);
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    void onsubmit(f, btn);
  });
  return f;
}

function nextPage(): string {
  const next = new URLSearchParams(location.search).get('next');
  // a console page only (`records/<id>`), never another path or origin
  return next && /^[\w-]+(\/[\w-]+)*$/.test(next) ? next : 'keys';
}

export function signInPage({ main }: PageContext): void {
  const email = input({ type: 'email', name: 'email', autocomplete: 'username', required: true });
  const password = input({ type: 'password', name: 'password', autocomplete: 'current-password', required: true });
  const out = outcome();
  const f = form(
    (_f, btn) =>
      busy(btn, out, async () => {
        await post('/auth/login', { email: email.value.trim(), password: password.value });
        await session.refresh();
        navigate(nextPage());
      }),
    'Sign in',
    field('Email', email),
    field('Password', password),
  );
  fill(main, f, out, h('p', null, h('a', { href: `${BASE}forgot` }, 'Forgot your password?'), ' · ', h('a', { href: `${BASE}signup` }, 'Create an account')));
}

export function signUpPage({ main }: PageContext): void {
  const email = input({ type: 'email', name: 'email', autocomplete: 'username', required: true });
  const password = input({ type: 'password', name: 'password', autocomplete: 'new-password', required: true });
  const tenant = input({ type: 'text', name: 'tenant_name', autocomplete: 'organization' });
  const out = outcome();
  const f = form(
    (_f, btn) =>
      busy(btn, out, async () => {
        const body: Record<string, string> = { email: email.value.trim(), password: password.value };
        if (tenant.value.trim()) body.tenant_name = tenant.value.trim();
        await post('/auth/register', body);
        await session.refresh();
        navigate('keys');
      }),
    'Create account',
    field('Email', email),
    field('Password', password, 'A long passphrase; it is hashed with argon2id and never logged.'),
    field('Organisation (tenant) name', tenant, 'Optional: your email when left empty.'),
  );
  fill(main, h('p', null, 'Your account owns a new tenant with the monthly included calls and an empty wallet.'), f, out, h('p', null, 'Already signed up? ', h('a', { href: `${BASE}signin` }, 'Sign in')));
}

export function forgotPage({ main }: PageContext): void {
  const email = input({ type: 'email', name: 'email', autocomplete: 'username', required: true });
  const out = outcome();
  const f = form(
    (_f, btn) =>
      busy(btn, out, async () => {
        await post('/auth/reset', { email: email.value.trim() });
        out.ok('If this address has an account, a link to choose a new password is on its way. It works once and expires.');
      }),
    'Send me a link',
    field('Email', email),
  );
  fill(main, f, out, h('p', null, h('a', { href: `${BASE}signin` }, 'Back to sign in')));
}

/** The page the e-mailed link opens: `/console/reset#token=…` (the token stays in the fragment, never sent to a server by the browser). */
export function resetPage({ main }: PageContext): void {
  const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? sessionStorage.getItem('svc.reset') ?? '';
  // out of the address bar (and of the history) at once; kept for this tab in case the page is reloaded
  if (location.hash) {
    sessionStorage.setItem('svc.reset', token);
    history.replaceState(null, '', location.pathname);
  }
  if (!token) {
    fill(main, h('p', null, 'This page opens from the link in the password reset e-mail. ', h('a', { href: `${BASE}forgot` }, 'Ask for a new link')));
    return;
  }
  const password = input({ type: 'password', name: 'password', autocomplete: 'new-password', required: true });
  const again = input({ type: 'password', name: 'password2', autocomplete: 'new-password', required: true });
  const out = outcome();
  const f = form(
    (_f, btn) =>
      busy(btn, out, async () => {
        if (password.value !== again.value) throw new Error('The two passwords differ.');
        await post('/auth/reset/confirm', { token, password: password.value });
        sessionStorage.removeItem('svc.reset');
        session.forget();
        fill(main, h('div', { class: 'ok', role: 'status' }, 'Your password is changed and every session of your account has ended. '), h('p', null, h('a', { href: `${BASE}signin` }, 'Sign in with the new password')));
      }),
    'Change password',
    field('New password', password),
    field('New password again', again),
  );
  fill(main, f, out);
}
