import { describe, expect, it } from 'vitest';
import { extract } from '../extract.js';
import { inferLayout } from './infer.js';
import { structure } from '../../structure/structure.js';

const one = (text: string) => extract({ text }).records[0].result;
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);

describe('header inference: one line (generic cues)', () => {
  it('takes a standalone level word in the header over the words of the message, and the component before it', () => {
    const r = one('- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO instruction cache parity error corrected');
    expect(r).toMatchObject({ level: 'info', level_source: 'token', component: 'KERNEL', message: 'instruction cache parity error corrected' });
  });

  it('takes the padded column after the level as the component', () => {
    const r = one('2016-09-28 04:30:30, Info                  CBS    Loaded Servicing Stack v6.1.7601.23505');
    expect(r).toMatchObject({ level: 'info', component: 'CBS', message: 'Loaded Servicing Stack v6.1.7601.23505' });
  });

  it('reads delimited fields after a stamp: the name field is the component', () => {
    expect(one('20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579')).toMatchObject({ component: 'Step_LSC', message: 'onStandStepChanged 3579' });
  });

  it('leaves a sentence alone: a lower-case level word or a pipe in prose is not a header', () => {
    expect(one('the job ended with an error on node 4')).toMatchObject({ component: '', message: 'the job ended with an error on node 4', level: 'error' });
    expect(one('choose a | b | c from the menu')).toMatchObject({ component: '', message: 'choose a | b | c from the menu' });
  });
});

describe('header inference: a dump', () => {
  it('learns whitespace columns with a padded component after the level', () => {
    const lines = ['08:15:02.331 WARN  net.Pool         connection reset by peer 10.0.0.3', '08:15:03.002 INFO  ingest           batch 12 written', '08:15:04.100 ERROR gc               pause 40 ms'];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['warning', 'net.Pool', 'connection reset by peer 10.0.0.3'],
      ['info', 'ingest', 'batch 12 written'],
      ['error', 'gc', 'pause 40 ms'],
    ]);
  });

  it('learns a field delimiter present in every line, messages holding it kept whole', () => {
    const lines = ['2023-04-11;08:15:02;ERROR;Mailer;SMTP refused; will retry', '2023-04-11;08:15:03;INFO;Scheduler;Job started', '2023-04-11;08:15:04;WARN;Inventory;Stock low'];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['error', 'Mailer', 'SMTP refused; will retry'],
      ['info', 'Scheduler', 'Job started'],
      ['warning', 'Inventory', 'Stock low'],
    ]);
  });

  it('reads the header before ` - ` with a name of several words', () => {
    const lines = ['[10.30 16:49:06] chrome.exe - a.example.com:443 open through proxy', '[10.30 16:49:07] svchost.exe *64 - b.example.com:80 close, 10 bytes sent'];
    expect(dump(lines).map((r) => [r.component, r.message])).toEqual([
      ['chrome.exe', 'a.example.com:443 open through proxy'],
      ['svchost.exe *64', 'b.example.com:80 close, 10 bytes sent'],
    ]);
  });

  it('keeps the reader when it already reads every header (no layout replaces it)', () => {
    const lines = ['2023-06-01 12:00:00,001 INFO org.a.Foo: started', '2023-06-01 12:00:01,001 WARN org.a.Bar: slow'];
    expect(dump(lines).map((r) => [r.component, r.message])).toEqual([
      ['org.a.Foo', 'started'],
      ['org.a.Bar', 'slow'],
    ]);
  });

  it('scores a layout by the levels and components it reads', () => {
    const best = inferLayout(['1681200902.331\tw-1\tINFO\tqueue\tConsumer joined', '1681200903.331\tw-2\tWARN\tfetch\tSlow response']);
    expect(best).toMatchObject({ layout: { delim: '\t', fields: 4 }, score: 4 });
  });
});

describe('header inference from the batch (issue 19): the three lines of the issue, as dumps', () => {
  const rows = (lines: string[]) => dump(lines).map((r) => [r.level, r.component, r.message]);

  it('Windows CBS: the level column, then the padded component column', () => {
    expect(
      rows([
        '2016-09-28 04:30:30, Info                  CBS    Loaded Servicing Stack v6.1.7601.23505 with Core: C:\\Windows\\winsxs\\cbscore.dll',
        '2016-09-28 04:30:31, Warning               CBS    Failed to get next element [HRESULT = 0x800f0805]',
        '2016-09-28 04:30:31, Info                  CSI    00000001@2016/9/27:20:30:31.455 WcpInitialize called',
        '2016-09-28 04:30:32, Error                 CBS    Exec: Failed to install package [HRESULT = 0x80070002]',
      ]),
    ).toEqual([
      ['info', 'CBS', 'Loaded Servicing Stack v6.1.7601.23505 with Core: C:\\Windows\\winsxs\\cbscore.dll'],
      ['warning', 'CBS', 'Failed to get next element [HRESULT = 0x800f0805]'],
      ['info', 'CSI', '00000001@2016/9/27:20:30:31.455 WcpInitialize called'],
      ['error', 'CBS', 'Exec: Failed to install package [HRESULT = 0x80070002]'],
    ]);
  });

  it('pipe-separated Step_LSC: the name field is the component, the last field the message', () => {
    const r = dump(['20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579', '20171223-22:15:29:615|Step_SPUtils|30002312|getTodayTotalDetailSteps = 4500', '20171223-22:15:30:001|Step_LSC|30002312|onExtend:1514038530000 14 0 4']);
    expect(r.map((x) => [x.component, x.message])).toEqual([
      ['Step_LSC', 'onStandStepChanged 3579'],
      ['Step_SPUtils', 'getTodayTotalDetailSteps = 4500'],
      ['Step_LSC', 'onExtend:1514038530000 14 0 4'],
    ]);
  });

  it('BGL RAS: the level written out wins over the words of the message, the component stands before it', () => {
    expect(
      rows([
        '- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO instruction cache parity error corrected',
        'KERNDTLB 1117838573 2005.06.03 R23-M0-NE-C:J05-U01 2005-06-03-15.42.53.276129 R23-M0-NE-C:J05-U01 RAS KERNEL FATAL data TLB error interrupt',
        '- 1117838580 2005.06.03 R04-M1-N4-I:J18-U11 2005-06-03-15.43.00.123456 R04-M1-N4-I:J18-U11 RAS APP FATAL ciod: failed to read message prefix on control stream',
      ]),
    ).toEqual([
      ['info', 'KERNEL', 'instruction cache parity error corrected'],
      ['critical', 'KERNEL', 'data TLB error interrupt'],
      ['critical', 'APP', 'ciod: failed to read message prefix on control stream'],
    ]);
  });
});

describe('header inference from the batch: generic cues', () => {
  const rows = (lines: string[]) => dump(lines).map((r) => [r.level, r.component, r.message]);

  it('reads a level inside a bracket and the name beside it', () => {
    const lines = ['[2023-03-01 10:00:01,120: WARN/net] consumer: lost connection to 10.0.0.2', '[2023-03-01 10:00:02,120: INFO/db] pool ready with 4 conns', '[2023-03-01 10:00:03,120: ERROR/net] reset by peer'];
    expect(rows(lines)).toEqual([
      ['warning', 'net', 'consumer: lost connection to 10.0.0.2'],
      ['info', 'db', 'pool ready with 4 conns'],
      ['error', 'net', 'reset by peer'],
    ]);
    expect(one(lines[0])).toMatchObject({ level: 'warning', component: 'net', message: 'consumer: lost connection to 10.0.0.2' });
    expect(one('[Wed Oct 11 14:32:52.123456 2023] [proxy:warn] [pid 1234:tid 5678] AH01144: No protocol handler')).toMatchObject({ level: 'warning', component: 'proxy', message: 'AH01144: No protocol handler' });
  });

  it('cuts brackets written back to back into columns; the one glued to the level is the component', () => {
    const lines = ['[2023-01-01 10:00:00.001][7][error][db] [src/db/pool.cc:88] [C12] query failed after 3 tries', '[2023-01-01 10:00:01.001][7][info][http] [src/http/conn.cc:12] request end stream', '[2023-01-01 10:00:02.001][9][warning][db      ] [src/db/pool.cc:90] slow query 200 ms'];
    expect(rows(lines)).toEqual([
      ['error', 'db', '[C12] query failed after 3 tries'],
      ['info', 'http', 'request end stream'],
      ['warning', 'db', 'slow query 200 ms'],
    ]);
    expect(one(lines[0])).toMatchObject({ level: 'error', component: 'db', message: '[C12] query failed after 3 tries' });
  });

  it('reads the logger written at the end of the line', () => {
    const lines = ['2023-01-01 10:00:00,001 WARN [Fetcher id=3] Error in fetch (org.app.net.Fetcher)', '2023-01-01 10:00:01,001 INFO Started in 3 s (org.app.Main)', '2023-01-01 10:00:02,001 INFO Cache warmed: 300 keys (org.app.cache.Warmer)'];
    expect(rows(lines)).toEqual([
      ['warning', 'org.app.net.Fetcher', '[Fetcher id=3] Error in fetch'],
      ['info', 'org.app.Main', 'Started in 3 s'],
      ['info', 'org.app.cache.Warmer', 'Cache warmed: 300 keys'],
    ]);
    expect(one(lines[0])).toMatchObject({ level: 'warning', component: 'org.app.net.Fetcher', message: '[Fetcher id=3] Error in fetch' });
  });

  it('takes a name: (or a bare :) after a separator as header, and dates after the level', () => {
    expect(rows(['E, [2023-01-01T10:00:00.123 #12] ERROR -- Mailer: failed to deliver 4', 'I, [2023-01-01T10:00:01.123 #12]  INFO -- : boot done'])).toEqual([
      ['error', 'Mailer', 'failed to deliver 4'],
      ['info', '', 'boot done'],
    ]);
    expect(rows(['WARN  [main] 2023-01-01 10:00:00,001 Foo.java:12 - disk at 91%', 'INFO  [pool-2] 2023-01-01 10:00:01,001 Bar.java:40 - started 3 workers'])).toEqual([
      ['warning', 'Foo.java:12', 'disk at 91%'],
      ['info', 'Bar.java:40', 'started 3 workers'],
    ]);
  });

  it('does not keep a reading that leaves a level word at the start of the message', () => {
    const lines = ['2023-01-01 10:00:00 UTC:10.0.0.1(5000):app@shop:[123]: LOG:  connection authorized', '2023-01-01 10:00:01 UTC:::[124]: LOG:  checkpoint starting: time', '2023-01-01 10:00:02 UTC:[local]:app@shop:[125]: ERROR:  syntax error at or near "SELEC"'];
    expect(rows(lines)).toEqual([
      ['info', '', 'connection authorized'],
      ['info', '', 'checkpoint starting: time'],
      ['error', '', 'syntax error at or near "SELEC"'],
    ]);
    expect(one(lines[2])).toMatchObject({ level: 'error', component: '', message: 'syntax error at or near "SELEC"' });
  });

  it('gives structure log_events the same header', () => {
    const text = ['[2023-03-01 10:00:01,120: WARN/net] slow reply', '[2023-03-01 10:00:02,120: INFO/db] pool ready', '[2023-03-01 10:00:03,120: INFO/db] pool ready'].join('\n');
    const out = structure({ text, schema: 'log_events' }).record as { events: { component: string; level: string }[] };
    expect(out.events.map((e) => [e.level, e.component])).toEqual([
      ['warning', 'net'],
      ['info', 'db'],
      ['info', 'db'],
    ]);
  });

  it('ends the header at a pipe written once per line, and takes a bracketed pid at the message start as header', () => {
    expect(rows(['2023/04/18 20:33:01 worker7| Loaded 12 rules', '2023/04/18 20:33:02 worker2| WARNING: rule 4 shadows rule 2', '2023/04/18 20:33:03 worker7| Cache at 40%'])).toEqual([
      ['info', 'worker7', 'Loaded 12 rules'],
      ['warning', 'worker2', 'WARNING: rule 4 shadows rule 2'],
      ['info', 'worker7', 'Cache at 40%'],
    ]);
    expect(rows(['2023-02-11 18:51:58.085+00:00 [info] <0.686.0> vhost ready', '2023-02-11 18:51:59.085+00:00 [error] <0.123.0> login refused for bob'])).toEqual([
      ['info', '', 'vhost ready'],
      ['error', '', 'login refused for bob'],
    ]);
  });

  it("reads .NET's `level: Name[id]` and Spring's header past its separator", () => {
    expect(one('fail: Shop.Api.Payments[7] Payment 12 declined')).toMatchObject({ level: 'error', component: 'Shop.Api.Payments', message: 'Payment 12 declined' });
    const lines = [
      '2023-05-21 09:04:59.846  INFO 1844 --- [           main] c.e.demo.DemoApplication                 : Started in 3.1 seconds',
      '2023-05-21 09:05:00.101 ERROR 1844 --- [nio-8080-exec-1] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() threw exception',
      '2023-05-21 09:05:01.200  WARN 1844 --- [   scheduling-1] c.e.demo.Jobs                            : Job 4 late by 200 ms',
    ];
    expect(rows(lines)).toEqual([
      ['info', 'c.e.demo.DemoApplication', 'Started in 3.1 seconds'],
      ['error', 'o.a.c.c.C.[.[.[/].[dispatcherServlet]', 'Servlet.service() threw exception'],
      ['warning', 'c.e.demo.Jobs', 'Job 4 late by 200 ms'],
    ]);
  });
});

describe('header inference: more generic cues (issue 19, second round)', () => {
  const read = (lines: string[]) => dump(lines).map((r) => [r.level, r.component, r.message]);

  it('reads a level joined to a name by `/` as level and component, in a dump and in one line', () => {
    expect(read(['[2024-01-02 10:00:00 +0000] warning/Mailer: queue is 40 deep', '[2024-01-02 10:00:01 +0000] information/Mailer: sent 3'])).toEqual([
      ['warning', 'Mailer', 'queue is 40 deep'],
      ['info', 'Mailer', 'sent 3'],
    ]);
    expect(one('[2024-01-02 10:00:00 +0000] notice/Scheduler: 12 jobs pending')).toMatchObject({ level: 'notice', component: 'Scheduler', message: '12 jobs pending' });
  });

  it('takes number columns on every line of a dump (pid, thread id) and the name before them as header', () => {
    expect(read(['ERROR 2024-01-02 10:00:00,001 billing 311 140001 charge 9 failed', 'INFO 2024-01-02 10:00:01,002 mail 311 140002 (12 ms) sent', 'INFO 2024-01-02 10:00:02,003 billing 312 140001 charge 10 ok', 'WARNING 2024-01-02 10:00:03,004 mail 311 140002 queue long'])).toEqual([
      ['error', 'billing', 'charge 9 failed'],
      ['info', 'mail', '(12 ms) sent'],
      ['info', 'billing', 'charge 10 ok'],
      ['warning', 'mail', 'queue long'],
    ]);
  });

  it('reads the name before a pid in a bracket ending the header: `(name/pid on host):`', () => {
    expect(read(['[10:00:00.001] INFO (cart/4410 on app-3): item added', '[10:00:00.002] ERROR (cart/4410 on app-3): checkout failed'])).toEqual([
      ['info', 'cart', 'item added'],
      ['error', 'cart', 'checkout failed'],
    ]);
  });

  it('prefers a one-word bracketed logger over a thread of several words, and leaves neither in the message', () => {
    expect(read(['10:00:00,001 INFO  [com.shop.Cart] (worker thread 2) cart 7 saved', '10:00:00,002 WARN  [com.shop.Pay] (worker thread 1) slow gateway'])).toEqual([
      ['info', 'com.shop.Cart', 'cart 7 saved'],
      ['warning', 'com.shop.Pay', 'slow gateway'],
    ]);
  });

  it('reads a level written against its thread id, and a source file as the component', () => {
    expect(one('[2024-01-02 10:00:00] WARNING[2211][C-00000003] app_queue.c: caller 5 left')).toMatchObject({ level: 'warning', component: 'app_queue.c', message: 'caller 5 left' });
  });

  it('takes the first name field after the level in delimited fields', () => {
    expect(read(['Warning,1/2/2024 3:00:00 PM,Disk Monitor,51,None,disk 2 is slow', 'Error,1/2/2024 3:00:01 PM,Disk Monitor,52,Storage,disk 3 failed'])).toEqual([
      ['warning', 'Disk Monitor', 'disk 2 is slow'],
      ['error', 'Disk Monitor', 'disk 3 failed'],
    ]);
  });

  it('keeps a bracket after the level in the message when the logger ends the line', () => {
    const lines = ['[2024-01-02 10:00:00,001] INFO [Broker id=1] started (org.broker.Server)', '[2024-01-02 10:00:01,001] WARN [Fetcher id=2, leader=1] lagging (org.broker.Fetcher)', '[2024-01-02 10:00:02,001] INFO [Broker id=1] stopped (org.broker.Server)'];
    expect(read(lines)).toEqual([
      ['info', 'org.broker.Server', '[Broker id=1] started'],
      ['warning', 'org.broker.Fetcher', '[Fetcher id=2, leader=1] lagging'],
      ['info', 'org.broker.Server', '[Broker id=1] stopped'],
    ]);
  });
});

describe('header inference: one line, more generic cues (issue 19, second round)', () => {
  it('takes a name followed by a pid and a thread id after the level and its stamp as header', () => {
    expect(one('ERROR 2024-01-02 10:00:00,001 billing 3110 140001234 charge 9 failed')).toMatchObject({ level: 'error', component: 'billing', message: 'charge 9 failed' });
  });

  it('takes a thread in parentheses right after a bracketed logger as header', () => {
    expect(one('10:00:00,001 INFO  [com.shop.Cart] (worker thread 2) cart 7 saved')).toMatchObject({ level: 'info', component: 'com.shop.Cart', message: 'cart 7 saved' });
  });

  it("takes `name:` after a bracketed level as the component when the header holds a thread number, not otherwise", () => {
    expect(one('2024.01.02 10:00:00.000001 [ 42 ] {} <Warning> Scheduler: queue full')).toMatchObject({ level: 'warning', component: 'Scheduler', message: 'queue full' });
    expect(one('[Sun Dec 04 04:47:44 2005] [notice] Digest: generating secret for digest authentication ...')).toMatchObject({ level: 'notice', component: '', message: 'Digest: generating secret for digest authentication ...' });
  });
});

describe('header inference: third round of generic cues (issue 19)', () => {
  const read = (lines: string[]) => dump(lines).map((r) => [r.level, r.component, r.message]);

  it('reads a level in parentheses closing the header with a colon, and the name or resource path before it', () => {
    expect(read(['2024-01-02 10:00:00 +0000 Agent (notice): run done in 3 s', '2024-01-02 10:00:01 +0000 /Stage[main]/Web/File[/etc/web.conf]/content (info): content changed', '2024-01-02 10:00:02 +0000 Agent (err): catalog refused'])).toEqual([
      ['notice', 'Agent', 'run done in 3 s'],
      ['info', '/Stage[main]/Web/File[/etc/web.conf]/content', 'content changed'],
      ['error', 'Agent', 'catalog refused'],
    ]);
  });

  it("takes a logger's name without its line number from a padded bracket, a source file's with it", () => {
    expect(read(['2024-01-02 10:00:00,001 [app.jobs        :12  ][INFO    ][311] job 4 queued', '2024-01-02 10:00:01,001 [app.jobs.runner :240 ][ERROR   ][311] job 4 failed'])).toEqual([
      ['info', 'app.jobs', 'job 4 queued'],
      ['error', 'app.jobs.runner', 'job 4 failed'],
    ]);
    expect(read(['[2024-01-02 10:00:00,001] {loader.py:12} INFO - dag 4 loaded', '[2024-01-02 10:00:01,001] {loader.py:40} ERROR - dag 5 broken'])).toEqual([
      ['info', 'loader.py:12', 'dag 4 loaded'],
      ['error', 'loader.py:40', 'dag 5 broken'],
    ]);
  });

  it('reads a process `name/pid` after the level and the host it runs on up to the colon', () => {
    expect(read(['[2024-01-02T10:00:00.001Z]  INFO: cart/311 on app-2: item added', '[2024-01-02T10:00:00.002Z] ERROR: pay/312 on app-3: card declined'])).toEqual([
      ['info', 'cart', 'item added'],
      ['error', 'pay', 'card declined'],
    ]);
  });

  it('does not read a sentence before ` - ` as a header', () => {
    expect(one('2024-01-02 10:00:00.12 Server      Example Database Server 2022 (RTM) (KB12) - 16.0.1 (X64)')).toMatchObject({ component: 'Server', message: 'Example Database Server 2022 (RTM) (KB12) - 16.0.1 (X64)' });
  });
});

describe('header inference: level letters and column types across a dump (issue 19, fourth round)', () => {
  const rows = (lines: string[]) => dump(lines).map((r) => [r.level, r.component, r.message]);

  it('reads a column of level letters written with `!` and the bracketed name after it', () => {
    const lines = [
      '2023-10-03T18:53:34Z I! [agent] Config: Interval:10s, Quiet:false',
      '2023-07-11T10:04:36Z W! [outputs.influxdb] Metric buffer overflow; 3777 metrics have been dropped',
      '2023-09-04T12:52:00Z D! [outputs.file] Wrote batch of 2252 metrics in 7807.5ms',
      '2023-09-04T12:52:01Z E! [inputs.disk] Error in plugin: permission denied',
    ];
    expect(rows(lines)).toEqual([
      ['info', 'agent', 'Config: Interval:10s, Quiet:false'],
      ['warning', 'outputs.influxdb', 'Metric buffer overflow; 3777 metrics have been dropped'],
      ['debug', 'outputs.file', 'Wrote batch of 2252 metrics in 7807.5ms'],
      ['error', 'inputs.disk', 'Error in plugin: permission denied'],
    ]);
    expect(one(lines[1])).toMatchObject({ level: 'warning', component: 'outputs.influxdb', message: 'Metric buffer overflow; 3777 metrics have been dropped' });
  });

  it('reads a level letter after a padded name column as the level, the name as the component', () => {
    const lines = [
      '[2/16/23 5:09:50:742 UTC] 0000008e ThreadMonitor W WSVR0605W: Thread "WebContainer : 794" may be hung.',
      '[3/8/23 12:12:18:742 UTC] 0000004d HAManager     F HMGR0130E: The local member is not alive.',
      '[3/8/23 12:12:19:001 UTC] 0000004d WebContainer  I SRVE0242I: [app] [/orders]: Initialization successful.',
      '[3/8/23 12:12:20:001 UTC] 00000051 ConnectionMan E J2CA0045E: Connection not available.',
    ];
    expect(rows(lines)).toEqual([
      ['warning', 'ThreadMonitor', 'WSVR0605W: Thread "WebContainer : 794" may be hung.'],
      ['critical', 'HAManager', 'HMGR0130E: The local member is not alive.'],
      ['info', 'WebContainer', 'SRVE0242I: [app] [/orders]: Initialization successful.'],
      ['error', 'ConnectionMan', 'J2CA0045E: Connection not available.'],
    ]);
    expect(one(lines[0])).toMatchObject({ level: 'warning', component: 'ThreadMonitor' });
  });

  it('reads delimited fields by type: the letter field is the level, the name field without digits the component, not the host', () => {
    const lines = [
      '02/20/2023 01:55:23|qmaster|gpu-3|I|starting up SGE 8.1.9 (lx-amd64)',
      '01/24/2023 01:23:50|worker|node02|I|job 740.1 finished on host db01',
      '03/22/2023 09:08:56|execd|node01|E|shepherd of job 341.1 exited with exit status = 1',
      '04/14/2023 10:17:43|schedd|gpu-3|W|no execution host defined for queue all.q',
    ];
    expect(rows(lines)).toEqual([
      ['info', 'qmaster', 'starting up SGE 8.1.9 (lx-amd64)'],
      ['info', 'worker', 'job 740.1 finished on host db01'],
      ['error', 'execd', 'shepherd of job 341.1 exited with exit status = 1'],
      ['warning', 'schedd', 'no execution host defined for queue all.q'],
    ]);
    expect(one(lines[0])).toMatchObject({ level: 'info', component: 'qmaster', message: 'starting up SGE 8.1.9 (lx-amd64)' });
  });

  it("reads a header written inside the line's first bracket (a level letter, a stamp, a module with its line)", () => {
    const lines = ['[D 230714 04:10:55 server:2069] worker 4228 started', '[W 230609 07:55:49 iostream:1825] Write error on <socket.socket fd=823>: [Errno 32] Broken pipe', '[I 230610 07:55:50 web:2239] 200 GET /orders/12 (10.0.0.5) 3.00ms', '[E 230610 07:55:51 web:2239] 500 POST /checkout (10.0.0.5) 9.00ms'];
    expect(rows(lines)).toEqual([
      ['debug', 'server', 'worker 4228 started'],
      ['warning', 'iostream', 'Write error on <socket.socket fd=823>: [Errno 32] Broken pipe'],
      ['info', 'web', '200 GET /orders/12 (10.0.0.5) 3.00ms'],
      ['error', 'web', '500 POST /checkout (10.0.0.5) 9.00ms'],
    ]);
    expect(one(lines[1])).toMatchObject({ level: 'warning', component: 'iostream', message: 'Write error on <socket.socket fd=823>: [Errno 32] Broken pipe' });
  });

  it('leaves a capital letter of prose alone in one line', () => {
    expect(one('2023-01-01 12:00:00 Plan A failed, moving to plan B')).toMatchObject({ component: '', message: 'Plan A failed, moving to plan B' });
  });

  it('keeps a labelled value in brackets (`[ERRCODE: X(39)]`) in the message, and reads the level over a delimiter in the message', () => {
    const lines = [
      '15/4/2023 -- 10:52:55 - <Warning> - [ERRCODE: SC_ERR_INVALID_SIGNATURE(39)] - error parsing signature "alert tcp any any -> any 80 (msg:\\"test\\"; sid:848;)" from file local.rules at line 12',
      "8/2/2023 -- 16:01:27 - <Error> - [ERRCODE: SC_ERR_AFP_CREATE(190)] - Couldn't init AF_PACKET socket, fanout not supported by kernel",
      '8/2/2023 -- 16:01:28 - <Notice> - all 4 packet processing threads, 2 management threads initialized, engine started.',
      '8/2/2023 -- 16:01:29 - <Debug> - flow manager 12 started',
    ];
    expect(rows(lines).map((r) => [r[0], r[1], r[2].slice(0, 40)])).toEqual([
      ['warning', '', '[ERRCODE: SC_ERR_INVALID_SIGNATURE(39)] '],
      ['error', '', '[ERRCODE: SC_ERR_AFP_CREATE(190)] - Coul'],
      ['notice', '', 'all 4 packet processing threads, 2 manag'],
      ['debug', '', 'flow manager 12 started'],
    ]);
    for (const l of lines.slice(0, 2)) expect(one(l).message.startsWith('[ERRCODE: ')).toBe(true);
    expect(one(lines[0])).toMatchObject({ level: 'warning', component: '' });
  });
});

describe('header inference, sixth round (dev11 formats)', () => {
  it('takes a thread in parentheses after a bracketed logger as header, in a dump and in one line (Quarkus)', () => {
    const lines = [
      '2023-12-19 09:41:36,063 INFO  [org.keycloak.services] (executor-thread-1) KC-SERVICES0050: Initializing master realm',
      '2023-11-05 19:57:23,505 WARN  [org.infinispan.PERSISTENCE] (main) ISPN000554: jboss-marshalling is deprecated',
      '2023-05-28 22:05:19,440 DEBUG [org.keycloak.transaction.JtaTransactionWrapper] (main) JtaTransactionWrapper commit.',
      '2023-05-29 08:01:02,113 ERROR [org.keycloak.services.error.KeycloakErrorHandler] (executor-thread-7) Uncaught server error',
    ];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['info', 'org.keycloak.services', 'KC-SERVICES0050: Initializing master realm'],
      ['warning', 'org.infinispan.PERSISTENCE', 'ISPN000554: jboss-marshalling is deprecated'],
      ['debug', 'org.keycloak.transaction.JtaTransactionWrapper', 'JtaTransactionWrapper commit.'],
      ['error', 'org.keycloak.services.error.KeycloakErrorHandler', 'Uncaught server error'],
    ]);
    expect(one(lines[1])).toMatchObject({ level: 'warning', component: 'org.infinispan.PERSISTENCE', message: 'ISPN000554: jboss-marshalling is deprecated' });
    expect(one(lines[3])).toMatchObject({ level: 'error', component: 'org.keycloak.services.error.KeycloakErrorHandler', message: 'Uncaught server error' });
  });

  it('drops a level prefix from the message in a dump where only some lines carry one (pacman)', () => {
    const lines = [
      "[2023-01-13T23:46:24+0000] [PACMAN] Running 'pacman -Syu'",
      '[2023-04-18T22:54:33+0000] [ALPM] installed python-requests (1.17.64-2)',
      '[2023-04-23T17:20:19+0000] [ALPM] warning: /etc/pacman.d/mirrorlist installed as /etc/pacman.d/mirrorlist.pacnew',
      '[2023-04-02T02:07:26+0000] [ALPM] error: could not open file /var/lib/pacman/sync/core.db',
      '[2023-10-14T01:20:15+0000] [ALPM-SCRIPTLET] ==> Building image from preset: /etc/mkinitcpio.d/linux.preset',
      '[2023-03-07T21:56:57+0000] [ALPM] transaction completed',
    ];
    const got = dump(lines);
    expect(got.map((r) => [r.component, r.message])).toEqual([
      ['PACMAN', "Running 'pacman -Syu'"],
      ['ALPM', 'installed python-requests (1.17.64-2)'],
      ['ALPM', '/etc/pacman.d/mirrorlist installed as /etc/pacman.d/mirrorlist.pacnew'],
      ['ALPM', 'could not open file /var/lib/pacman/sync/core.db'],
      ['ALPM-SCRIPTLET', '==> Building image from preset: /etc/mkinitcpio.d/linux.preset'],
      ['ALPM', 'transaction completed'],
    ]);
    expect([got[2].level, got[3].level]).toEqual(['warning', 'error']);
  });

  it('one line: a lower-case database column before a qualified `name:` is header (Odoo), a prose line is not', () => {
    expect(one('2023-02-09 08:28:18,150 5164 WARNING staging odoo.addons.base.models.ir_cron: Skipping database proddb')).toMatchObject({ level: 'warning', component: 'odoo.addons.base.models.ir_cron', message: 'Skipping database proddb' });
    expect(one('2023-02-09 08:28:19,771 5164 INFO ? odoo.modules.loading: 3989 modules loaded in 45.4s')).toMatchObject({ level: 'info', component: 'odoo.modules.loading', message: '3989 modules loaded in 45.4s' });
    expect(one('2023-02-09 08:28:20,002 5164 ERROR Connection lost to db.internal: retrying')).toMatchObject({ level: 'error', message: 'Connection lost to db.internal: retrying' });
  });

  it('one line: a target qualified with `::` is read whole (env_logger)', () => {
    expect(one('[2023-06-10T11:46:32Z INFO  my_app::jobs] job 51df7fcb finished in 6592ms')).toMatchObject({ level: 'info', component: 'my_app::jobs', message: 'job 51df7fcb finished in 6592ms' });
    expect(one('[2023-06-10T11:46:33Z DEBUG hyper::proto::h1::io] flushed 1942 bytes')).toMatchObject({ level: 'debug', component: 'hyper::proto::h1::io', message: 'flushed 1942 bytes' });
  });

  it('reads a bracketed name written after the level on some lines only as their component (Knot DNS)', () => {
    const lines = [
      '2023-04-07T17:04:41+0000 info: server started in the foreground, PID 4242',
      '2023-04-07T17:04:42+0000 info: [example.com.] zone file parsed, serial 2023051001',
      "2023-04-07T17:04:43+0000 notice: control, received command 'reload'",
      '2023-04-07T17:04:44+0000 info: [example.org.] loaded, serial none -> 2023051001, 1042 bytes',
      "2023-04-07T17:04:45+0000 error: [example.com.] zone event 'refresh' failed (connection refused)",
      '2023-04-07T17:04:46+0000 info: [example.org.] AXFR, outgoing, remote 10.1.2.3@53, started, serial 2023051001',
    ];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['info', '', 'server started in the foreground, PID 4242'],
      ['info', 'example.com.', 'zone file parsed, serial 2023051001'],
      ['notice', '', "control, received command 'reload'"],
      ['info', 'example.org.', 'loaded, serial none -> 2023051001, 1042 bytes'],
      ['error', 'example.com.', "zone event 'refresh' failed (connection refused)"],
      ['info', 'example.org.', 'AXFR, outgoing, remote 10.1.2.3@53, started, serial 2023051001'],
    ]);
    expect(one(lines[4])).toMatchObject({ level: 'error', component: 'example.com.', message: "zone event 'refresh' failed (connection refused)" });
    expect(one(lines[0])).toMatchObject({ level: 'info', component: '', message: 'server started in the foreground, PID 4242' });
  });

  it('one line: a session id padded up to the level is the component (Prosody); a uuid is not', () => {
    expect(one('May 08 10:03:39 c2s55d0a1b2c3d0                info\tClient connected')).toMatchObject({ level: 'info', component: 'c2s55d0a1b2c3d0', message: 'Client connected' });
    expect(one('Aug 11 21:24:29 c2s55d0a1b2c3d0                info\tClient disconnected: connection closed')).toMatchObject({ level: 'info', component: 'c2s55d0a1b2c3d0', message: 'Client disconnected: connection closed' });
    expect(one('Sep 12 15:42:47 general                        info\tHello and welcome to Prosody version 5.17.54')).toMatchObject({ level: 'info', component: 'general', message: 'Hello and welcome to Prosody version 5.17.54' });
  });

  it('one line: a bracket opening the message after `logger - ` stays in the message (Nextflow)', () => {
    expect(one('Jan-11 12:13:14.904 [main] INFO nextflow.Session - [3fc922e8] Submitted process > ALIGN (sample_4060)')).toMatchObject({ level: 'info', component: 'nextflow.Session', message: '[3fc922e8] Submitted process > ALIGN (sample_4060)' });
    expect(one('Jan-10 04:46:08.596 [Task submitter] DEBUG nextflow.cli.Launcher - $> nextflow run main.nf -profile docker')).toMatchObject({ level: 'debug', component: 'nextflow.cli.Launcher', message: '$> nextflow run main.nf -profile docker' });
  });
});

// Lines written for these tests in the shapes of the eighth round's dev formats (tools/bench/data/logformats/make_dev13.py).
describe('eighth round (issue 19)', () => {
  const lines = [
    'INFO  2024-02-01 10:00:00,100 [shard 0] net - server.cc:120 - accepted a connection from 10.0.0.4:5512',
    'WARN  2024-02-01 10:00:01,100 [shard 1] storage - segment.cc:88 - segment 4411 is larger than expected',
    'ERROR 2024-02-01 10:00:02,100 [shard 0] net - server.cc:131 - connection reset by peer',
    'INFO  2024-02-01 10:00:03,100 [shard 2] raft - vote.cc:40 - became the leader, term 7',
  ];

  it('a dump: a source file with its line between separators after the logger is header, not the component', () => {
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['info', 'net', 'accepted a connection from 10.0.0.4:5512'],
      ['warning', 'storage', 'segment 4411 is larger than expected'],
      ['error', 'net', 'connection reset by peer'],
      ['info', 'raft', 'became the leader, term 7'],
    ]);
  });

  it('one line: `logger - file.cc:12 - msg` leaves the location out of the message', () => {
    expect(one(lines[3])).toMatchObject({ level: 'info', component: 'raft', message: 'became the leader, term 7' });
  });

  it('a thread number written against a bracketed name after the stamp names the component (strongSwan)', () => {
    expect(one('Jun 14 08:15:02 09[IKE] initiating IKE_SA home[1] to 10.0.0.9')).toMatchObject({ component: 'IKE', thread: '09', message: 'initiating IKE_SA home[1] to 10.0.0.9' });
    expect(one('2024-02-01 10:00:00 14[NET] sending packet: from 10.0.0.4[500] to 10.0.0.9[500]')).toMatchObject({ component: 'NET', message: 'sending packet: from 10.0.0.4[500] to 10.0.0.9[500]' });
  });

  it('a name written twice after the level is header, the component (Azure agent), in a dump and in one line', () => {
    const agent = [
      '2024-02-01T10:00:00.100000Z INFO Daemon Daemon Agent version 2.9.1 starting',
      '2024-02-01T10:00:01.100000Z INFO ExtHandler ExtHandler Processing extension Monitor',
      '2024-02-01T10:00:02.100000Z WARNING ExtHandler ExtHandler Fetch failed: timed out',
      '2024-02-01T10:00:03.100000Z INFO EnvHandler EnvHandler Configure routes',
    ];
    expect(dump(agent).map((r) => [r.level, r.component, r.message])).toEqual([
      ['info', 'Daemon', 'Agent version 2.9.1 starting'],
      ['info', 'ExtHandler', 'Processing extension Monitor'],
      ['warning', 'ExtHandler', 'Fetch failed: timed out'],
      ['info', 'EnvHandler', 'Configure routes'],
    ]);
    expect(one(agent[2])).toMatchObject({ level: 'warning', component: 'ExtHandler', message: 'Fetch failed: timed out' });
  });

  it('one line: a name qualified by `#` alone after a bracketed level stays in the message (VS Code)', () => {
    expect(one('2024-02-01 10:00:00.100 [info] update#setState idle')).toMatchObject({ level: 'info', component: '', message: 'update#setState idle' });
    expect(one('2024-02-01 10:00:00.100 [info] hudson.model.Run#execute - Started build 12')).toMatchObject({ level: 'info', component: 'hudson.model.Run#execute' });
  });

  it('one line: a name between the separator after the level and the same separator again is the component', () => {
    expect(one('2024-02-01 10:00:00.100 ERROR - cron[44] - shutting down worker 415')).toMatchObject({ level: 'error', component: 'cron', message: 'shutting down worker 415' });
    expect(one('2024-02-01 10:00:00.100 DEBUG - scheduler  - connection opened')).toMatchObject({ level: 'debug', component: 'scheduler', message: 'connection opened' });
  });

  it('one line: a bracketed id after the level yields to a bracketed name (`[http] [req-51]`)', () => {
    expect(one('2024-02-01 10:00:00 [INFO] [http] [req-51] retrying in 5s')).toMatchObject({ level: 'info', component: 'http' });
    expect(one('2024-02-01 10:00:00 [INFO] [req-51] retrying in 5s')).toMatchObject({ level: 'info', component: 'req-51' });
  });

  it('one line: a level word opening the message after `name[pid]:` is header', () => {
    expect(one('2024-02-01T10:00:00.100Z cron[290]: ERROR job 12 failed')).toMatchObject({ level: 'error', component: 'cron', message: 'job 12 failed' });
    expect(one('Mar 18 10:33:52 web-1 auth[585]: <warn> 994 items flushed')).toMatchObject({ level: 'warning', component: 'auth', message: '994 items flushed' });
  });

  it('one line: after the separator a name then a bare `:` is header (`--- logger   : msg`)', () => {
    expect(one('2024-02-01T10:00:00.100Z DEBUG   4 --- scheduler   : request took 804 ms')).toMatchObject({ level: 'debug', component: 'scheduler', message: 'request took 804 ms' });
  });

  it('a level letter joined to a tag closed by a colon is the level and the component (logcat tag format)', () => {
    expect(one('12-01 10:00:00.123 W/ActivityManager: Slow operation: 120ms')).toMatchObject({ level: 'warning', component: 'ActivityManager', message: 'Slow operation: 120ms' });
    const lines = ['2024-02-01 10:00:00.100 I/auth: user alice logged in', '2024-02-01 10:00:01.100 E/db: pool exhausted', '2024-02-01 10:00:02.100 W/http: slow upstream', '2024-02-01 10:00:03.100 I/db: vacuum done'];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['info', 'auth', 'user alice logged in'],
      ['error', 'db', 'pool exhausted'],
      ['warning', 'http', 'slow upstream'],
      ['info', 'db', 'vacuum done'],
    ]);
  });

  it('one line: a source file with its line right after the level is the component', () => {
    expect(one('2024-02-01 10:00:00.100 INFO  mailer.py:142 user alice logged in')).toMatchObject({ level: 'info', component: 'mailer.py:142', message: 'user alice logged in' });
  });

  it("a program's `name:` before the stamp is the component; a file's name stays the source", () => {
    expect(one('mailer: 2024-03-26 00:53:16: queue drained in 12 ms')).toMatchObject({ component: 'mailer', message: 'queue drained in 12 ms' });
    expect(one('app.log: 2024-03-26 00:53:16 ERROR disk full')).toMatchObject({ level: 'error', component: '', source: 'app.log:', message: 'disk full' });
  });

  it('a level between pipes is the level; a bracketed `name:pid` names `name`; a level word closed by a colon is no syslog tag', () => {
    const piped = ['2024-03-24T08:32:26+00:00 |ERROR| scheduler - request took 857 ms', '2024-03-24T08:32:27+00:00 |INFO| db - pool ready', '2024-03-24T08:32:28+00:00 |WARN| http - slow upstream', '2024-03-24T08:32:29+00:00 |INFO| scheduler - tick'];
    expect(dump(piped).map((r) => [r.level, r.component, r.message])[0]).toEqual(['error', 'scheduler', 'request took 857 ms']);
    expect(one(piped[0])).toMatchObject({ level: 'error', component: 'scheduler', message: 'request took 857 ms' });
    expect(one('2024-03-13T04:43:02+00:00 info [auth:242] connection opened')).toMatchObject({ level: 'info', component: 'auth', message: 'connection opened' });
    expect(one('2024-03-17T03:59:28+00:00 mailer info: connection opened')).not.toMatchObject({ component: 'info' });
  });
});

describe('an abbreviated logger name (issue 19, round 19)', () => {
  it('reads a bracketed logger opened by the `.` that marks its cut packages as the component', () => {
    expect(one('2024-03-01 08:00:01.100 [WARN ] [.rules.engine.RuleRunner] - rule 12 took 900 ms')).toMatchObject({ level: 'warning', component: '.rules.engine.RuleRunner', message: 'rule 12 took 900 ms' });
  });

  it('reads a logger opened by `#` between separators in a dump', () => {
    const lines = [
      '2024-03-01 08:00:01,100 [   1201]   INFO - #o.a.Boot - booting in 12 ms',
      '2024-03-01 08:00:02,100 [   1340]   WARN - #o.a.c.Cache - cache miss rate 40%',
      '2024-03-01 08:00:03,100 [   1502]   INFO - o.a.s.Scheduler - 3 jobs queued',
      '2024-03-01 08:00:04,100 [   1688]  ERROR - #o.a.Boot - plugin x failed to load',
      '2024-03-01 08:00:05,100 [   1720]   INFO - #o.a.c.Cache - cache warmed',
    ];
    const got = dump(lines).map((r) => [r.level, r.component, r.message]);
    expect(got[1]).toEqual(['warning', '#o.a.c.Cache', 'cache miss rate 40%']);
    expect(got[3]).toEqual(['error', '#o.a.Boot', 'plugin x failed to load']);
  });

  it('keeps a word opened by `#` or `.` that is no dotted name in the message', () => {
    expect(one('2024-03-01 08:00:01,100 INFO #42 opened').message).toContain('#42 opened');
  });
});

describe('a delimited field of free text (issue 19, round 19)', () => {
  it('starts the message at the first field of free text, the delimiters after it the message own', () => {
    expect(one('2024-05-02;10:00:01.100;WARN;Billing;invoice 77 was not sent; will retry in 5 min')).toMatchObject({
      level: 'warning',
      component: 'Billing',
      message: 'invoice 77 was not sent; will retry in 5 min',
    });
    expect(one('5/2/2024 10:00:01 PM,Warning,Print Queue Manager,311,the queue is paused, jobs are kept')).toMatchObject({
      level: 'warning',
      component: 'Print Queue Manager',
      message: 'the queue is paused, jobs are kept',
    });
  });
});

describe('header inference: a dump whose bracketed component is left out on some lines (round 25)', () => {
  const lines = [
    'INFO  | 10:00:01 1200 [Radio] Packet sent to node 7',
    'WARN  | 10:00:02 1240 [Power] Battery low, 3.4 V left',
    'INFO  | ??:??:?? 3 Starting up, boot count 2',
    'DEBUG | 10:00:04 1300 [Radio] Queue holds 2 packets',
    'ERROR | ??:??:?? 8 Display init failed, code -2',
    'INFO  | 10:00:06 1420 [Mesh] Route to node 9 found',
  ];
  it('reads the bracket as the component where a line has it, the message from that column where it has none', () => {
    const got = dump(lines).map((r) => [r.level, r.component, r.message]);
    expect(got[1]).toEqual(['warning', 'Power', 'Battery low, 3.4 V left']);
    expect(got[2]).toEqual(['info', '', 'Starting up, boot count 2']);
    expect(got[4]).toEqual(['error', '', 'Display init failed, code -2']);
  });
});
