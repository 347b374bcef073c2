import { describe, expect, it } from 'vitest';
import { extract } from './extract.js';

// Lines invented for these tests (issue 19, round 20): header pieces read in any format.
const one = (text: string) => extract({ text }).records[0].result;
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => [r.result.level, r.result.component, r.result.message]);

describe("syslog's facility and severity joined by a colon", () => {
  it('reads `kern  :info  :` and `daemon:notice:` as the level, the bracketed seconds after them as the stamp', () => {
    expect(one('kern  :info  : [35833.811586] sd 0:0:0:0: attached')).toMatchObject({ level: 'info', timestamp: '35833.811586', message: 'sd 0:0:0:0: attached' });
    expect(one('daemon:warning: [28925.690731] disk almost full')).toMatchObject({ level: 'warning', message: 'disk almost full' });
  });

  it("keeps a category written before the severity with a space (BIND's `security: warning:`)", () => {
    expect(one('01-Jul-2023 04:23:20.033 security: warning: client denied')).toMatchObject({ component: 'security', level: 'warning' });
  });
});

describe('header columns of numbers before the name', () => {
  it('reads padded pid, thread and activity columns (decimal or 0x hex) as header, the `name:` after them as component', () => {
    const line = '2024-02-10 09:00:01.100200-0800 0x1a2b3    Info        0x0                  4411   7    cfgd: reload done';
    expect(one(line)).toMatchObject({ level: 'info', component: 'cfgd', message: 'reload done', pid: '4411' });
  });

  it('keeps a number in the message that is not padded as a column', () => {
    expect(one('2024-02-10 09:00:01 INFO 3 files: copied').message).toContain('3 files');
  });
});

describe('a run of glued brackets closed by a colon', () => {
  it('reads the level letter or word, the name and the id in it as header', () => {
    expect(one('Fri Mar 01 10:00:00 2024 [Z3][Sched][W]: host 12 is full')).toMatchObject({ level: 'warning', component: 'Sched', message: 'host 12 is full' });
    expect(one('[10:00:01][E][uart:212]: framing error')).toMatchObject({ level: 'error', component: 'uart:212', message: 'framing error' });
    const lines = ['[10:00:01][E][uart:212]: framing error', '[10:00:02][I][api:90]: client up', '[10:00:03][W][uart:212]: overrun', '[10:00:04][D][api:91]: ping'];
    expect(dump(lines)[1]).toEqual(['info', 'api:90', 'client up']);
  });

  it('takes no run without a level and a name (a bracketed note opening the message)', () => {
    expect(one('2024-02-10 09:00:01 [12][34]: odd').component).toBe('');
  });
});

describe('a frame or a rule after the header is the message', () => {
  it('keeps `--- title ---` whole, in one line and in a dump', () => {
    expect(one('[INFO] --- deploy-step:2.1:run (default) @ web ---').message).toBe('--- deploy-step:2.1:run (default) @ web ---');
    const lines = [
      '[INFO] --- deploy-plugin:3.1:deploy (default-deploy) @ web ---',
      '[INFO] --- jar-plugin:3.3.0:jar (default-jar) @ web ---',
      '[INFO] Building web 1.0',
      '[INFO] --- surefire-plugin:3.0:test (default-test) @ api ---',
      '[WARNING] Using platform encoding',
    ];
    expect(dump(lines)[1]).toEqual(['info', '', '--- jar-plugin:3.3.0:jar (default-jar) @ web ---']);
  });

  it('keeps a rule that ends the line as the message', () => {
    expect(one('[INFO] ----------------------------------------').message).toBe('----------------------------------------');
  });

  it('still takes a separator with a message after it as header', () => {
    expect(one('2024-02-10 09:00:01 INFO --- [main] c.e.App : started').message).toBe('started');
  });
});

describe('an address before the level is no component', () => {
  it('reads `stamp - 10.0.0.7 - LEVEL` with the address as the host, the logger after the level as the component', () => {
    const r = one('2024-02-10 09:00:01,100 - 10.20.30.40 - WARN [org.acme.auth.LoginFlow:88] - login refused for eve');
    expect(r).toMatchObject({ level: 'warning', host: '10.20.30.40', message: 'login refused for eve' });
    expect(r.component).not.toBe('10.20.30.40');
  });
});
