import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freePort, post, send } from '@svc/testkit';

/**
 * The web console in a real browser (Debian's Chromium, headless, driven by playwright-core) against the
 * embedded suite (`npm start`'s process): every page is used as a user would, through the public routes.
 * Screenshots of each page go to test-output/console/ (git-ignored).
 */
const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium';
const SHOTS = resolve('test-output/console');
const dataDir = mkdtempSync(join(tmpdir(), 'svc-console-'));
const profile = mkdtempSync(join(tmpdir(), 'svc-console-chromium-'));
const EMAIL = 'console@example.test';
const PASSWORD = 'a console passphrase';

let child: ChildProcess | undefined;
let log = '';
let base = '';
let browser: BrowserContext;
let page: Page;
let apiKey = '';
const elsewhere: string[] = [];
const pageErrors: string[] = [];

async function shot(name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}
/** Under a loaded machine a page can take seconds; expect.poll's default (1 s) is too short. */
const WAIT = { timeout: 20_000, interval: 100 };
const text = (selector: string) => page.locator(selector).innerText();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  const env = { ...process.env, SVC_DATA_DIR: dataDir, PORT: String(port), NATS_URL: 'nats://127.0.0.1:1', DATABASE_URL: 'postgres://x@127.0.0.1:1/x', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'info', SVC_PUBLIC_URL: `http://127.0.0.1:${port}` };
  child = spawn(process.execPath, ['tools/embedded/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const deadline = Date.now() + 90_000;
  while (!/demo API key/.test(log) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
  expect(log, log.slice(-2000)).toMatch(/demo API key/);
  base = `http://127.0.0.1:${port}`;
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 800 },
  });
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.setDefaultTimeout(20_000);
  page.on('request', (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 150_000);

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});

describe('the web console in Chromium (embedded suite)', () => {
  it('signs up, creates a key shown once (copy button), calls the playground and sees the usage and the ledger move', async () => {
    await page.goto(`${base}/console/`);
    await page.waitForURL(/\/console\/signin$/);
    await shot('signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe('Sign up');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Organisation (tenant) name').fill('Console Co');
    await shot('signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/console\/keys$/);

    // a key: shown once, copied by its button, listed by prefix only
    await page.getByLabel('Name of the new key').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    apiKey = await text('[data-testid=new-key]');
    expect(apiKey).toMatch(/^svc_\S+$/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(apiKey);
    await expect.poll(() => text('[data-testid=keys]'), WAIT).toContain('laptop');
    expect(await text('[data-testid=keys]')).not.toContain(apiKey);
    await shot('keys');

    // usage before: nothing used
    await page.getByRole('link', { name: 'Usage & balance' }).click();
    await expect.poll(() => text('[data-testid=pool-used]'), WAIT).toBe('0 used');
    expect(await text('[data-testid=pool-left]')).toContain('1,000 of 1,000 left');

    // the playground: the example body of each method is there; a call with the new key answers with its billing headers
    await page.getByRole('link', { name: 'Playground' }).click();
    const body = page.getByLabel('Body (JSON)');
    await expect.poll(() => body.inputValue(), WAIT).toContain('"text"');
    expect(await page.getByLabel('API key (Bearer)').inputValue()).toBe(apiKey);
    await page.getByLabel('Method').selectOption('select');
    expect(JSON.parse(await body.inputValue())).toHaveProperty('candidates');
    expect(await text('[data-testid=curl]')).toContain(`${base}/v1/models/svc-small-json/select`);
    await page.getByLabel('Method').selectOption('extract');
    await body.fill('{"text":"2026-11-24 10:00:01 ERROR [db] connection refused"}');
    expect(await text('[data-testid=curl]')).toContain(`-d '{"text":"2026-11-24 10:00:01 ERROR [db] connection refused"}'`);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-testid=answer]').waitFor();
    expect(await page.locator('[data-header=x-svc-debit]').innerText()).toBe('included');
    expect(await page.locator('[data-header=x-svc-free-remaining]').innerText()).toBe('999');
    const requestId = await page.locator('[data-header=x-request-id]').innerText();
    expect(JSON.parse(await text('[data-testid=answer]'))).toMatchObject({ records: [{ result: { level: 'error' } }] });
    await shot('playground');
    // a refusal shows the contract's detail (the 422 list, field by field), and is not billed
    await body.fill('{"txt":"oops"}');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), WAIT).toMatch(/^422 [\s\S]*text: /);

    // the usage page moved by exactly that call
    await page.getByRole('link', { name: 'Usage & balance' }).click();
    await expect.poll(() => text('[data-testid=pool-used]'), WAIT).toBe('1 used');
    expect(await text('[data-testid=usage]')).toContain('svc-small-json/extract');
    expect(await text('[data-testid=ledger]')).toContain(requestId);
    expect(await page.locator('svg.chart rect').count()).toBe(1);
    await shot('billing');

    // members and roles
    await page.getByRole('link', { name: 'Members' }).click();
    await expect.poll(() => page.locator('table').innerText(), WAIT).toContain(EMAIL);
    expect(await page.getByLabel(`Role of ${EMAIL}`).inputValue()).toBe('owner');
    // another user joins as a member, becomes an admin, then is removed
    expect((await post(`${base}/auth/register`, { email: 'colleague@example.test', password: 'a colleague passphrase' })).status).toBe(201);
    await page.getByLabel('Email of an existing user').fill('colleague@example.test');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect.poll(() => page.getByLabel('Role of colleague@example.test').inputValue(), WAIT).toBe('member');
    await page.getByLabel('Role of colleague@example.test').selectOption('admin');
    await expect.poll(() => page.getByRole('status').innerText(), WAIT).toBe('colleague@example.test is now admin.');
    await shot('members');
    await page.locator('tr', { hasText: 'colleague@example.test' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect.poll(() => page.locator('table').innerText(), WAIT).not.toContain('colleague@example.test');
  });

  it('rotates and revokes keys: the old key is refused at once, the rotated one works', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Name of the new key').fill('temporary');
    await page.getByRole('button', { name: 'Create key' }).click();
    const temporary = await text('[data-testid=new-key]');
    await page.locator('tr', { hasText: 'temporary' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Yes, revoke' }).click();
    await expect.poll(() => text('[data-testid=keys]'), WAIT).not.toContain('temporary');
    expect((await post(`${base}/v1/models/svc-small-json/grade`, { text: 'disk full' }, bearer(temporary))).status).toBe(401);

    await page.getByRole('button', { name: 'Rotate laptop' }).click();
    await expect.poll(() => text('[data-testid=new-key]'), WAIT).not.toBe(temporary);
    const rotated = await text('[data-testid=new-key]');
    expect((await post(`${base}/v1/models/svc-small-json/grade`, { text: 'disk full' }, bearer(apiKey))).status).toBe(401);
    expect((await post(`${base}/v1/models/svc-small-json/grade`, { text: 'disk full' }, bearer(rotated))).status).toBe(200);
    apiKey = rotated;
  });

  it('uploads a CSV (a bad row is named), trains with a progress bar that reaches 100 %, shows the quality, publishes, rolls back, archives and classifies', async () => {
    await page.getByRole('link', { name: 'Classifiers' }).click();
    await page.getByLabel('Name').fill('tickets');
    await page.getByRole('button', { name: 'Create classifier' }).click();
    await expect.poll(() => text('[data-testid=classifier-name]'), WAIT).toBe('tickets');

    await page.getByLabel('…or paste CSV').fill('text,label\nmy parcel is late,shipping\nrefund me,');
    await page.getByRole('button', { name: 'Upload examples' }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), WAIT).toMatch(/^422 row \d+: label must be a non-empty string/);

    const topics = { billing: ['refund', 'invoice', 'charged twice'], shipping: ['parcel', 'courier', 'tracking'], account: ['password', 'login', 'username'] };
    const rows = Object.entries(topics).flatMap(([label, words]) => Array.from({ length: 12 }, (_, i) => `"my ${words[i % 3]}, ${words[(i + 1) % 3]} ${i}",${label}`));
    await page.getByLabel('CSV file with a text and a label column').setInputFiles({ name: 'train.csv', mimeType: 'text/csv', buffer: Buffer.from(['text,label', ...rows].join('\n')) });
    await page.getByRole('button', { name: 'Upload examples' }).click();
    await expect.poll(() => page.getByRole('status').innerText(), WAIT).toBe('Added 36 examples; 36 in all.');

    // train: the bar follows the version's progress until ready, 100 %
    // every state the bar shows is recorded in the page, to see it move rather than jump to the end
    await page.evaluate(`(() => {
      const el = document.querySelector('[data-testid=progress-text]');
      window.seen = [];
      new MutationObserver(() => window.seen.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
    })()`);
    await page.getByRole('button', { name: 'Train a new version' }).click();
    await expect.poll(() => text('[data-testid=progress-text]'), { timeout: 45_000 }).toBe('Version #1: ready 100 %');
    const seen = await page.evaluate<string[]>('window.seen');
    expect(seen[0]).toMatch(/^Version #1: (queued|training) \d+ %$/);
    expect(seen.at(-1)).toBe('Version #1: ready 100 %');
    expect(await page.locator('progress').evaluate((el) => (el as unknown as { value: number }).value)).toBe(1);
    expect(await text('[data-testid=quality]')).toMatch(/Accuracy\s+\d+\.\d %/);
    await expect.poll(() => page.getByRole('table', { name: 'Per label (held-out examples)' }).innerText(), WAIT).toContain('shipping');
    await shot('classifier-trained');

    await page.getByRole('button', { name: 'Publish version 1' }).click();
    await expect.poll(() => text('[data-testid=versions]'), WAIT).toContain('#1 (published)');

    // try a text: a billed classify call with the tab's key
    expect(await page.getByLabel('API key (Bearer)').inputValue()).toBe(apiKey);
    await page.getByLabel('Text', { exact: true }).fill('the courier lost my parcel');
    await page.getByRole('button', { name: 'Classify' }).click();
    await expect.poll(() => text('[data-testid=classify-label]'), WAIT).toMatch(/^shipping/);
    expect(await page.locator('[data-header=x-svc-debit]').innerText()).toBe('included');
    await shot('classifier-classify');

    // a second version, published, then rolled back to the first
    await page.getByRole('button', { name: 'Train a new version' }).click();
    await expect.poll(() => text('[data-testid=progress-text]'), { timeout: 45_000 }).toBe('Version #2: ready 100 %');
    await page.getByRole('button', { name: 'Publish version 2' }).click();
    await expect.poll(() => text('[data-testid=versions]'), WAIT).toContain('#2 (published)');
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect.poll(() => text('[data-testid=versions]'), WAIT).toContain('#1 (published)');

    // archived: classify is refused with the contract's detail; unarchived, it answers again
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => text('[data-testid=classifier-name]'), WAIT).toBe('tickets (archived)');
    await page.getByRole('button', { name: 'Classify' }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), WAIT).toBe('410 classifier archived');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect.poll(() => text('[data-testid=classifier-name]'), WAIT).toBe('tickets');
  });

  it('lists records a page at a time (the cursor), shows one (text, filled schema, label, status) and deletes it', async () => {
    // one record from the playground, twenty more as a curl user would make them
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByLabel('Method').selectOption('records/create');
    await page.getByLabel('Body (JSON)').fill(JSON.stringify({ text: 'Nov 22 10:00:01 web1 sshd[42]: Failed password for root', schema: 'log_event' }));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-testid=answer]').waitFor();
    const first = JSON.parse(await text('[data-testid=answer]')) as { record_id: string; status: string };
    expect(first.status).toBe('ok');
    for (let i = 0; i < 20; i++) expect((await post(`${base}/records/create`, { text: `user=u${i} action=login ok=true`, schema: 'key_value' }, bearer(apiKey))).status).toBe(200);

    await page.getByRole('link', { name: 'Records' }).click();
    await expect.poll(() => page.locator('[data-testid=records] tbody tr').count(), WAIT).toBe(20);
    await shot('records');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.locator('[data-testid=records] tbody tr').count(), WAIT).toBe(1);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: /sshd\[42\]/ }).click();

    await page.waitForURL(new RegExp(`/console/records/${first.record_id}$`));
    expect(await text('[data-testid=record-text]')).toBe('Nov 22 10:00:01 web1 sshd[42]: Failed password for root');
    expect(JSON.parse(await text('[data-testid=record-json]'))).toBeTypeOf('object');
    expect(await text('[data-testid=record-facts]')).toMatch(/Status\s+ok/);
    expect(await text('[data-testid=record-facts]')).toMatch(/Label\s+—/);
    await shot('record');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL(/\/console\/records$/);
    expect((await browser.request.get(`${base}/records/get/${first.record_id}`)).status()).toBe(404);
    await expect.poll(() => page.locator('[data-testid=records] tbody tr').count(), WAIT).toBe(20);
    expect(await text('[data-testid=records]')).not.toContain('sshd[42]');
  });

  it('is readable on a phone: no sideways scrolling, the navigation wraps', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['keys', 'billing', 'playground', 'records']) {
      await page.goto(`${base}/console/${path}`);
      await page.locator('h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), path).toBe(true);
      await shot(`phone-${path}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('signs out, resets the password with the link from the log (the reset page), and signs in with the keyboard alone', async () => {
    await page.goto(`${base}/console/keys`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/console\/signin$/);
    expect((await browser.request.get(`${base}/auth/me`)).status()).toBe(401);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect.poll(() => page.getByRole('status').innerText(), WAIT).toContain('a link to choose a new password is on its way');
    await shot('forgot');
    const deadline = Date.now() + 10_000;
    const linkPattern = new RegExp(`"resetUrl":"(${base.replace(/[.:/]/g, '\\$&')}/console/reset#token=[\\w-]+)"`);
    while (!linkPattern.test(log) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const link = linkPattern.exec(log)?.[1];
    expect(link, log.slice(-2000)).toBeDefined();

    await page.goto(link!);
    await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe('Choose a new password');
    expect(page.url()).toBe(`${base}/console/reset`); // the token left the address bar
    await page.getByLabel('New password', { exact: true }).fill('the new console passphrase');
    await page.getByLabel('New password again').fill('the new console passphrase');
    await shot('reset');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByRole('status').innerText(), WAIT).toContain('Your password is changed');
    // the link works once
    const again = await post(`${base}/auth/reset/confirm`, { token: new URL(link!).hash.slice('#token='.length), password: 'yet another passphrase' });
    expect(again.status).toBe(410);

    // sign in by keyboard: the page's heading has the focus, Tab goes to the form; the old password is refused with the contract's words
    await page.getByRole('link', { name: 'Sign in with the new password' }).click();
    await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe('Sign in');
    await page.keyboard.press('Tab');
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').innerText(), WAIT).toBe('401 invalid email or password');
    await page.getByLabel('Password').fill('');
    await page.getByLabel('Password').focus();
    await page.keyboard.type('the new console passphrase');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/console\/keys$/);
    expect((await send('GET', `${base}/console/keys`, undefined)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('loaded nothing from another origin and threw no script error', () => {
    expect(elsewhere).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
