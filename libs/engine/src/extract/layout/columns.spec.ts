import { describe, expect, it } from 'vitest';
import { extract } from '../extract.js';
import { cells, Cell, inferColumns, readColumns } from './columns.js';

// Lines written for these tests in the shapes of the fifth round's dev formats (tools/bench/data/logformats/make_dev10.py).
const one = (text: string) => extract({ text }).records[0].result;
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => [r.result.level, r.result.component, r.result.message]);

describe('column model: cells', () => {
  it('types the cells of a header and opens a bracket that holds a level', () => {
    const cs = cells('[2024-02-01T10:00:00Z WARN  shop::db::pool] pool exhausted after 30s');
    expect(cs.slice(0, 4).map((c) => [c.text, c.type])).toEqual([
      ['2024-02-01T10:00:00Z', Cell.Stamp],
      ['WARN', Cell.Level],
      ['shop::db::pool', Cell.Ident],
      [']', Cell.Close],
    ]);
  });

  it('cuts a name written against a bracket from it', () => {
    expect(cells('2024-02-01 10:00:00,100 - helpers.py[WARNING]: disk almost full').map((c) => c.text).slice(0, 5)).toEqual(['2024-02-01', '10:00:00,100', '-', 'helpers.py', '[WARNING]:']);
    expect(cells('2024.02.01 10:00:00 INFO  web[][o.s.x.Boot] up').map((c) => c.text).slice(2, 6)).toEqual(['INFO', 'web', '[]', '[o.s.x.Boot]']);
  });
});

describe('column model: a dump', () => {
  it('takes the qualified logger over a request column between separators (Synapse-like)', () => {
    const lines = [
      '2024-02-01 10:00:00,100 - shop.http.server - 120 - INFO - GET-7 - served /cart in 12ms',
      '2024-02-01 10:00:01,100 - shop.storage.orders - 88 - WARNING - main - order 4411 has no lines',
      '2024-02-01 10:00:02,100 - shop.http.server - 131 - ERROR - POST-9 - upstream 10.0.0.4 - 503 - gave up',
      '2024-02-01 10:00:03,100 - shop.jobs.mailer - 40 - INFO - sentinel - queue drained',
    ];
    expect(dump(lines)).toEqual([
      ['info', 'shop.http.server', 'served /cart in 12ms'],
      ['warning', 'shop.storage.orders', 'order 4411 has no lines'],
      ['error', 'shop.http.server', 'upstream 10.0.0.4 - 503 - gave up'],
      ['info', 'shop.jobs.mailer', 'queue drained'],
    ]);
  });

  it('reads a `name:` column two columns after the level (Odoo-like `pid LEVEL db logger: msg`)', () => {
    const lines = [
      '2024-02-01 10:00:00,100 311 INFO ? shop.modules.loader: loading 12 modules',
      '2024-02-01 10:00:01,100 311 WARNING salesdb shop.cron: job 7 skipped',
      '2024-02-01 10:00:02,100 312 ERROR salesdb shop.sql: bad query: SELECT 1',
      '2024-02-01 10:00:03,100 313 INFO staging httpd: 10.0.0.9 - - "GET / HTTP/1.1" 200',
    ];
    expect(dump(lines)).toEqual([
      ['info', 'shop.modules.loader', 'loading 12 modules'],
      ['warning', 'shop.cron', 'job 7 skipped'],
      ['error', 'shop.sql', 'bad query: SELECT 1'],
      ['info', 'httpd', '10.0.0.9 - - "GET / HTTP/1.1" 200'],
    ]);
  });

  it('takes the padded name before a lower-case level as the component (Prosody-like)', () => {
    const lines = [
      'Feb 01 10:00:00 general                        info\tServer started',
      'Feb 01 10:00:01 c2s5a1b2c3d4                   info\tClient connected',
      'Feb 01 10:00:02 mod_posix                      warn\tCannot drop privileges',
      'Feb 01 10:00:03 c2s5a1b2c3d4                   error\tStream closed: reset',
    ];
    expect(dump(lines)).toEqual([
      ['info', 'general', 'Server started'],
      ['info', 'c2s5a1b2c3d4', 'Client connected'],
      ['warning', 'mod_posix', 'Cannot drop privileges'],
      ['error', 'c2s5a1b2c3d4', 'Stream closed: reset'],
    ]);
  });

  it('reads a header written inside a bracket with the level (env_logger-like)', () => {
    const lines = ['[2024-02-01T10:00:00Z INFO  shop::server] listening on 0.0.0.0:8080', '[2024-02-01T10:00:01Z DEBUG hyper::client] flushed 42 bytes', '[2024-02-01T10:00:02Z ERROR shop::db] connect failed: refused'];
    expect(dump(lines)).toEqual([
      ['info', 'shop::server', 'listening on 0.0.0.0:8080'],
      ['debug', 'hyper::client', 'flushed 42 bytes'],
      ['error', 'shop::db', 'connect failed: refused'],
    ]);
  });

  it('does not read a message word followed by numbers as header', () => {
    const m = inferColumns(['2024-02-01 10:00:00 INFO [311] job 4 queued', '2024-02-01 10:00:01 ERROR [311] job 5 failed', '2024-02-01 10:00:02 INFO [312] job 6 queued']);
    expect(m && readColumns(m, '2024-02-01 10:00:00 INFO [311] job 4 queued')).toEqual({ level: 'info', component: '', message: 'job 4 queued' });
  });
});

describe('padded lines in a dump', () => {
  it('starts an event at a line that opens with a right-aligned level (tracing without time)', () => {
    const lines = [' INFO shop::server: listening on 0.0.0.0:8080', 'ERROR shop::db: query failed: deadlock detected', ' WARN shop::http: slow request latency=900ms', 'DEBUG tower::trace: finished request status=200'];
    expect(dump(lines)).toEqual([
      ['info', 'shop::server', 'listening on 0.0.0.0:8080'],
      ['error', 'shop::db', 'query failed: deadlock detected'],
      ['warning', 'shop::http', 'slow request latency=900ms'],
      ['debug', 'tower::trace', 'finished request status=200'],
    ]);
  });

  it('keeps a stack trace whole: its indented frames still continue the event', () => {
    const r = extract({ text: ['2024-02-01 10:00:00 ERROR shop.Main - boom', '\tat shop.Main.run(Main.java:12)', '\tat shop.Main.main(Main.java:5)', '2024-02-01 10:00:01 INFO shop.Main - next'].join('\n'), dump: true }).records;
    expect(r).toHaveLength(2);
  });
});

describe('column model: one line', () => {
  it('reads the header around a repeated separator (Synapse-like line)', () => {
    expect(one('2024-02-01 10:00:00,100 - shop.storage.orders - 88 - WARNING - main - order 4411 has no lines')).toMatchObject({ level: 'warning', component: 'shop.storage.orders', message: 'order 4411 has no lines' });
  });

  it('reads a name and a bracketed level (cloud-init-like) and a level with a separator (TeamCity-like)', () => {
    expect(one('2024-02-01 10:00:00,100 - helpers.py[WARNING]: disk almost full')).toMatchObject({ level: 'warning', component: 'helpers.py', message: 'disk almost full' });
    expect(one('[2024-02-01 10:00:00,100]   WARN -   build.Server.VCS - fetch of repo 12 timed out')).toMatchObject({ level: 'warning', component: 'build.Server.VCS', message: 'fetch of repo 12 timed out' });
  });

  it('leaves a bracketed thread after the level in the message and an id out of the component', () => {
    expect(one('2024-02-01 10:00:00,001 WARN [main] a.b. - not a class')).toMatchObject({ component: '', message: '[main] a.b. - not a class' });
  });
});

describe('column model: lines that leave the level out (issue 19, eighth round)', () => {
  it('reads a line with no level with the header of the lines that have one', () => {
    const lines = [
      '2024-02-01 10:00:00.100 [auth] INFO user alice logged in',
      '2024-02-01 10:00:01.100 [db] WARN pool is at 90%',
      '2024-02-01 10:00:02.100 [auth] request took 441 ms',
      '2024-02-01 10:00:03.100 [http] ERROR upstream 10.0.0.4 refused',
      '2024-02-01 10:00:04.100 [db] vacuum done in 12 ms',
      '2024-02-01 10:00:05.100 [http] DEBUG GET /api/items 200',
      '2024-02-01 10:00:06.100 [mailer] INFO queue drained',
    ];
    const m = inferColumns(lines);
    expect(m?.shape).toEqual({ before: ['s', 's', 'b'], after: [] });
    expect(readColumns(m!, lines[2])).toEqual({ level: '', component: 'auth', message: 'request took 441 ms' });
    const got = dump(lines);
    expect(got[2].slice(1)).toEqual(['auth', 'request took 441 ms']);
    expect(got[4].slice(1)).toEqual(['db', 'vacuum done in 12 ms']);
    expect(got[1]).toEqual(['warning', 'db', 'pool is at 90%']);
  });
});

