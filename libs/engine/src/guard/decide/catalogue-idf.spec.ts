import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { readCatalogue } from '../catalogue/catalogue.js';
import { catalogueChoice } from './catalogue-idf.js';
import { profile, RequestTerms } from './relevance.js';
import { fn } from '../spec-catalogue.js';

// catalogues shortened from the fifth round's development set (tools/bench/data/tool-requests/dev3)
const s = (description: string) => ({ type: 'string', description });
const acct = { account_number: s('Utility account number') };

const energy = [
  fn('get_current_bill', 'Get the amount and due date of the latest bill.', acct, ['account_number']),
  fn('pay_bill', 'Pay the outstanding balance of an account.', { ...acct, amount: { type: 'number', description: 'Amount to pay' } }, ['account_number', 'amount']),
  fn('submit_meter_reading', 'Submit a meter reading for electricity or gas.', { ...acct, meter_type: { type: 'string', description: 'Meter', enum: ['electricity', 'gas'] } }, ['account_number', 'meter_type']),
  fn('report_outage', 'Report a power outage at an address.', { address: s('Address without power') }, ['address']),
  fn('get_outage_map', 'Get known outages and restoration estimates for a ZIP code.', { zip_code: s('ZIP code') }, ['zip_code']),
  fn('start_service', 'Start electricity or gas service at a new address on a move-in date.', { address: s('Service address'), start_date: s('Move-in date') }, ['address', 'start_date']),
];

const vault = [
  fn('search_vault', 'Search saved logins, cards and notes in the vault by name or website.', { query: s('Name or website to search for') }, ['query']),
  fn('create_login', 'Save a new login (username and password) for a website.', { website: s('Website URL or domain'), username: s('Username or email'), password: s('Password; generated if omitted') }, ['website', 'username']),
  fn('generate_password', 'Generate a random strong password.', { length: { type: 'integer', description: 'Number of characters, default 20' } }, []),
  fn('delete_item', 'Move a vault item to the trash.', { item_id: s('Item identifier') }, ['item_id']),
  fn('share_item', 'Share a vault item with another member of the organisation.', { item_id: s('Item identifier'), email: s("Recipient's email") }, ['item_id', 'email']),
  fn('check_breaches', 'Check saved passwords against known data breaches and report weak or reused ones.', {}, []),
  fn('lock_vault', 'Lock the vault immediately on this device.', {}, []),
];

const jobs = [
  fn('jobs.search', 'Search job postings by keywords, location and remote option.', { keywords: s('Job title or skills'), location: s('City or region') }, ['keywords']),
  fn('jobs.get', 'Get the full description of a job posting.', { jobId: s('Job posting ID') }, ['jobId']),
  fn('applications.submit', 'Apply to a job posting with a resume on file.', { jobId: s('Job posting ID'), resumeId: s('Resume to send') }, ['jobId', 'resumeId']),
  fn('applications.withdraw', 'Withdraw a submitted application.', { applicationId: s('Application ID') }, ['applicationId']),
  fn('alerts.create', 'Create a job alert that emails new postings matching a search.', { keywords: s('Job title or skills'), frequency: { type: 'string', description: 'How often to send', enum: ['daily', 'weekly'] } }, ['keywords']),
];

const flags = [
  fn('createFlag', 'Create a feature flag in a project.', { projectKey: s('Project key'), flagKey: s('Key of the new flag, e.g. new-checkout') }, ['projectKey', 'flagKey']),
  fn('toggleFlag', 'Turn a feature flag on or off in an environment.', { flagKey: s('Flag key'), environment: { type: 'string', description: 'Environment', enum: ['development', 'staging', 'production'] }, on: { type: 'boolean', description: 'True to turn the flag on' } }, ['flagKey', 'environment', 'on']),
  fn('setRollout', 'Serve a flag to a percentage of users in an environment.', { flagKey: s('Flag key'), percentage: { type: 'integer', description: 'Share of users, 0-100' } }, ['flagKey', 'percentage']),
  fn('getFlag', 'Get a flag and its state in each environment.', { flagKey: s('Flag key') }, ['flagKey']),
  fn('archiveFlag', 'Archive a feature flag that is no longer used.', { flagKey: s('Flag key') }, ['flagKey']),
];

const choose = (request: string, tools: unknown[]) => {
  const profiles = readCatalogue(tools).map(profile);
  const c = catalogueChoice(new RequestTerms(request), profiles, profiles.map(() => true), null);
  return c ? { tool: profiles[c.index].tool.name, ...c } : null;
};

describe('the catalogue weighs the request words by how few of its tools use them', () => {
  it('a word every tool of the catalogue uses points at none of them; a word one tool uses points at it', () => {
    // `password`: used by four tools of seven; `random`, `strong`: by one
    const c = choose('a strong random password', vault);
    expect(c?.tool).toBe('generate_password');
    expect(c?.ratio).toBeGreaterThan(2);
    expect(choose('outage', energy)?.ratio).toBe(1); // two tools say `outage`: no lead
    expect(choose('bill', energy)?.tool).toBe('get_current_bill');
  });

  it('says how much of the request the catalogue accounts for at all', () => {
    expect(choose('install solar panels on my roof', energy)?.covered ?? 0).toBeLessThan(0.6);
    expect(choose('outages in my street', energy)?.covered ?? 0).toBeLessThan(1);
    expect(choose('any outages?', energy)?.covered).toBe(1);
  });

  it('needs a catalogue of three tools or more', () => {
    expect(choose('a strong random password', vault.slice(0, 2))).toBeNull();
  });
});

describe('guard: a tool the catalogue singles out is called or asked about', () => {
  it('asks for the ZIP code of an outage question: the reading tool, not the one reporting an outage', () => {
    const a = guard({ request: 'Are there outages in 30307?', tools: energy });
    expect(a.action).not.toBe('ABSTAIN');
    expect(a.tool).toBe('get_outage_map');
  });

  it('turns a flag on in the environment its enum names: the enum value is a word of that tool alone', () => {
    const a = guard({ request: 'Turn on new-checkout in staging', tools: flags });
    expect(a.action).not.toBe('ABSTAIN');
    expect(a.tool).toBe('toggleFlag');
  });

  it('reads `give me a` as asking for a thing, and `generate` as an operation of making', () => {
    const a = guard({ request: 'Give me a strong random password', tools: vault });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('generate_password');
  });

  it('takes a domain name as a value, not as a topic the catalogue should account for', () => {
    const a = guard({ request: 'Look up my login for github.com', tools: vault });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('search_vault');
  });

  it('still abstains on requests the catalogue does not account for, or only through a synonym', () => {
    expect(guard({ request: 'Install solar panels on my roof', tools: energy }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Fix my leaking faucet', tools: energy }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Send a message to Raj', tools: vault }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Write my resume for me', tools: jobs }).action).not.toBe('CALL');
    expect(guard({ request: 'Post a job opening for my company', tools: jobs }).action).toBe('ABSTAIN');
  });
});
