import { describe, expect, it } from 'vitest';
import { extract } from './extract.js';
import { maskMessage } from './template.js';
import { mineTemplates } from './template-merge.js';

const one = (text: string) => extract({ text }).records[0].result;

describe('extract: one line, many formats', () => {
  it.each([
    ['2015-10-18 18:01:47,978 INFO [main] org.acme.App: Created app 42', 'info', 'org.acme.App', 'Created app 42'],
    ['081109 203615 148 WARN dfs.DataNode: Got exception while serving', 'warning', 'dfs.DataNode', 'Got exception while serving'],
    ['03-17 16:13:38.811  1702  2395 E WindowManager: surface lost', 'error', 'WindowManager', 'surface lost'],
    ['Jun 14 15:16:01 combo sshd(pam_unix)[19939]: check pass; user unknown', 'info', 'sshd(pam_unix)', 'check pass; user unknown'],
    ['[Sun Dec 04 04:47:44 2005] [notice] workerEnv.init() ok /etc/x', 'notice', '', 'workerEnv.init() ok /etc/x'],
    ['2015-07-29 17:41:44,747 - WARN  [main:QuorumPeer@774] - Notification timeout', 'warning', 'QuorumPeer', 'Notification timeout'],
    ['2023-06-01 12:00:00,123 - myapp.db - ERROR - Connection failed', 'error', 'myapp.db', 'Connection failed'],
    ['ERROR:root:something broke', 'error', 'root', 'something broke'],
    ['{"level":"warn","msg":"disk almost full","logger":"storage"}', 'warning', 'storage', 'disk almost full'],
    ['time=2023-06-01T12:00:00Z level=error msg="connection refused" component=db', 'error', 'db', 'connection refused'],
    ['E0614 15:16:01.123456    1234 controller.go:123] sync failed', 'error', 'controller.go:123', 'sync failed'],
    // log4j with an MDC block and the pattern's ` - ` after it
    ['2023-05-01 17:13:55,085 [main] WARN  c.e.shop.PaymentClient [req=233f user=bob] - Retrying payment 16', 'warning', 'c.e.shop.PaymentClient', 'Retrying payment 16'],
    // PostgreSQL's `%m [%p] %u@%d `: the login is no component
    ['2023-07-20 18:10:10.832 UTC [34845] app@shop ERROR:  duplicate key value', 'error', '', 'duplicate key value'],
    // a CSV record of quoted fields, `""` a quote inside one
    ['"2023-06-14 08:55:25","Error","Backup Agent","Task ""nightly"" failed, disk full"', 'error', 'Backup Agent', 'Task "nightly" failed, disk full'],
    // seventh round: ids, level and channel joined by colons in one token (the function after the channel is header)
    ['0024:err:module:import_dll Library MSVCR100.dll not found', 'error', 'module', 'Library MSVCR100.dll not found'],
    ['00fc:warn:seh:dispatch_exception unhandled exception code c0000005', 'warning', 'seh', 'unhandled exception code c0000005'],
    // syslog's `facility.severity` column, then `tag[pid]:`
    ['Wed Jun 14 08:15:02 2023 daemon.notice netifd[812]: Interface wan is now up', 'notice', 'netifd', 'Interface wan is now up'],
    ['Wed Jun 14 08:15:02 2023 kern.warn kernel: [ 12.3] port 2 entered disabled state', 'warning', 'kernel', '[ 12.3] port 2 entered disabled state'],
    // glog with a two-digit year, the source location followed by a bracket of tags
    ['W230614 08:15:02.123456 1621 server/status/runtime.go:498 [n1] runtime stats: 2219 MiB RSS', 'warning', 'server/status/runtime.go:498', 'runtime stats: 2219 MiB RSS'],
    // a date-time stamp whose one-digit hour is padded with a space (MariaDB)
    ['2023-02-11  2:33:27 0 [Note] InnoDB: Using Linux native AIO', 'notice', 'InnoDB', 'Using Linux native AIO'],
    // a stamp closed by a colon, then a parenthesized source location (lighttpd)
    ['2023-08-15 14:59:38: (server.c.1588) server started (lighttpd/1.4.69)', 'info', 'server.c.1588', 'server started (lighttpd/1.4.69)'],
    // a log15 stamp after the level (`mm-dd|hh:mm:ss.mmm`)
    ['WARN [06-14|08:15:02.123] Snapshot extension registration failed   peer=2c477d0d', 'warning', '', 'Snapshot extension registration failed   peer=2c477d0d'],
  ])('%s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });

  it.each([
    // rsyslog's file format with a full RFC 3339 stamp: host and tag as in BSD syslog
    ['2023-06-01T12:00:00.123456+00:00 db1 kernel: [  12.3] EXT4-fs error (device sda1)', { format: 'syslog', host: 'db1', component: 'kernel', message: '[  12.3] EXT4-fs error (device sda1)' }],
    ['2023-06-01T12:00:00Z web1 nginx[812]: reload', { format: 'syslog', host: 'web1', component: 'nginx', pid: '812', message: 'reload' }],
    // a level word is no host: the generic reader takes such a line
    ['2023-06-01T12:00:00Z ERROR api: request failed', { format: 'text', level: 'error', component: 'api', message: 'request failed' }],
    // nginx error log: `pid#tid:` after the bracketed level
    ['2023/06/01 12:00:00 [error] 123#0: *1 connect() failed', { level: 'error', pid: '123', tid: '0', message: '*1 connect() failed' }],
    // Flask, Elasticsearch, WildFly, Apache 2.4, PostgreSQL, zap (tab-separated, context fields as JSON)
    ['[2023-06-01 12:00:00,001] WARNING in app: careful', { level: 'warning', component: 'app', message: 'careful' }],
    ['[2023-06-01T12:00:00,123][INFO ][o.e.n.Node               ] [node-1] started', { level: 'info', component: 'o.e.n.Node', context: 'node-1', message: 'started' }],
    ['2023-06-01 12:00:00,123 DEBUG [org.hibernate.SQL] (default task-1) select 1', { level: 'debug', component: 'org.hibernate.SQL', message: 'select 1' }],
    ['[Thu Jun 01 12:00:00.123456 2023] [core:error] [pid 1234:tid 5678] AH00124: too long', { level: 'error', module: 'core', pid: '1234', tid: '5678', message: 'AH00124: too long' }],
    ['2023-06-01 12:00:00.123 UTC [4242] LOG:  checkpoint starting: time', { level: 'info', pid: '4242', message: 'checkpoint starting: time' }],
    ['2023-06-01T12:00:00.123Z\tINFO\tserver/main.go:42\tlistening\t{"addr": ":8080"}', { level: 'info', component: 'server/main.go:42', message: 'listening', fields: { addr: ':8080' } }],
    // a dotted logger after a bracketed level is the component; a plain word there opens the message
    ['2023-06-01 12:00:00,123 [ERROR] django.request: Internal Server Error: /api/', { level: 'error', component: 'django.request', message: 'Internal Server Error: /api/' }],
    ['[Sun Dec 04 04:47:44 2005] [notice] LDAP: Built with OpenLDAP LDAP SDK', { level: 'notice', component: '', message: 'LDAP: Built with OpenLDAP LDAP SDK' }],
    // a severity word inside a syslog tag of several words, before the program or after its pid and function
    ['Jun  2 10:00:01 lb1 warning poold[812]: pool member down', { format: 'syslog', host: 'lb1', level: 'warning', component: 'poold', pid: '812', message: 'pool member down' }],
    ['Jun  2 10:00:01 node3 cluster-attrd  [2210] (write_attribute) crit: cannot write attribute', { level: 'critical', component: 'cluster-attrd', pid: '2210', message: 'cannot write attribute' }],
    // a tag of several words without a severity word stays whole
    ['Jun  2 10:00:01 node3 my daemon: started', { component: 'my daemon', message: 'started' }],
    // a source location closed by a colon opening the message after a syslog tag is header; an absolute path stays
    ['Jun  2 10:00:01 web2 agentd[31]: worker.go:88: queue drained', { component: 'agentd', source: 'worker.go:88', message: 'queue drained' }],
    ['Jun  2 10:00:01 web2 agentd[31]: /usr/lib/app/util.py:12: DeprecationWarning: old call', { component: 'agentd', message: '/usr/lib/app/util.py:12: DeprecationWarning: old call' }],
    // journalctl -o short-iso writes its zone without a colon
    ['2023-06-01T12:00:00+0000 db1 sshd[1234]: Accepted publickey for root', { format: 'syslog', host: 'db1', component: 'sshd', pid: '1234', message: 'Accepted publickey for root' }],
    // Heroku's router: logfmt whose level is `at`, and no message key (the line is the message)
    ['at=error code=H12 desc="Request timeout" method=GET path="/" status=503', { format: 'logfmt', level: 'error', fields: { code: 'H12', desc: 'Request timeout', status: '503' } }],
    // Redis (`pid:role`, its level marker after the stamp) and MongoDB before 4.4 (letter, COMPONENT, [context])
    ['1:M 01 Jun 2023 12:00:00.123 # WARNING overcommit_memory is set to 0!', { level: 'warning', pid: '1', role: 'M', message: 'WARNING overcommit_memory is set to 0!' }],
    ['1:M 01 Jun 2023 12:00:00.123 * Ready to accept connections', { level: 'notice', message: 'Ready to accept connections' }],
    ['2023-06-01T12:00:00.123+0000 I NETWORK  [listener] waiting for connections on port 27017', { level: 'info', component: 'NETWORK', thread: 'listener', message: 'waiting for connections on port 27017' }],
    // Django's verbose format: the level first, then the stamp
    ['INFO 2023-06-01 12:00:00,123 views 42 request ok', { level: 'info', timestamp: '2023-06-01 12:00:00,123', message: 'views 42 request ok' }],
    // MongoDB's structured log: terse keys, read because `s` is a level
    ['{"t":{"$date":"2023-06-01T12:00:00.123+00:00"},"s":"W","c":"CONTROL","id":22120,"msg":"Access control is not enabled"}', { level: 'warning', component: 'CONTROL', timestamp: '2023-06-01T12:00:00.123+00:00', message: 'Access control is not enabled', fields: { id: 22120 } }],
  ] as Array<[string, Record<string, unknown>]>)('reads a format it was not built on: %s', (line, want) => {
    expect(one(line)).toMatchObject(want);
  });

  it('reads the application\'s line inside a container runtime\'s record (Kubernetes CRI, Docker json-file)', () => {
    expect(one('2023-06-01T12:00:00.123456789Z stderr F 2023-06-01 12:00:00,123 ERROR [main] com.acme.App: boom')).toMatchObject({
      wrapper: 'cri', stream: 'stderr', level: 'error', component: 'com.acme.App', message: 'boom', timestamp: '2023-06-01 12:00:00,123',
    });
    // an inner line without a stamp keeps the runtime's
    expect(one('2023-06-01T12:00:00.5Z stdout F {"level":"info","msg":"served","logger":"http"}')).toMatchObject({
      wrapper: 'cri', stream: 'stdout', format: 'json', level: 'info', component: 'http', message: 'served', timestamp: '2023-06-01T12:00:00.5Z',
    });
    expect(one('2023-06-01T12:00:00.5Z stdout P first half of a long li')).toMatchObject({ partial: true, message: 'first half of a long li' });
    expect(one('{"log":"2023-06-01 12:00:00,123 WARN [main] com.acme.App: slow\\n","stream":"stderr","time":"2023-06-01T12:00:00.1Z","attrs":{"pod":"api-1"}}')).toMatchObject({
      wrapper: 'docker', stream: 'stderr', level: 'warning', component: 'com.acme.App', message: 'slow', timestamp: '2023-06-01 12:00:00,123', fields: { attrs: { pod: 'api-1' } },
    });
  });

  it('reads a lone traceback heading as an error', () => {
    expect(one('Traceback (most recent call last):')).toMatchObject({ type: 'stacktrace', level: 'error', level_source: 'inferred' });
  });

  it('keeps a JSON line\'s `s` among its fields when it is no level', () => {
    const r = one('{"msg":"hello","s":"x-large","c":"blue"}');
    expect(r).toMatchObject({ level_source: 'inferred', component: '', message: 'hello', fields: { s: 'x-large', c: 'blue' } });
  });

  it('reads header shapes at their edges: nested brackets, far brackets, dotted names, thread blocks', () => {
    const cases: Array<[string, Record<string, string>]> = [
      // a bracket nesting another is one thread; a `]` 400+ characters on is no bracket at all
      ['2023-06-01 12:00:00,001 INFO [pool[3]-worker] org.acme.Job: done', { thread: 'pool[3]-worker', component: 'org.acme.Job', message: 'done' }],
      [`2023-06-01 12:00:00,001 INFO [${'x'.repeat(420)}] tail`, { level: 'info', component: '', message: `[${'x'.repeat(420)}] tail` }],
      // a dotted name ends at its colon; a trailing dot is no dotted name, so no header follows the bracket
      ['2023-06-01 12:00:00,001 INFO [main] a.b.C: ready', { thread: 'main', component: 'a.b.C', message: 'ready' }],
      ['2023-06-01 12:00:00,001 WARN [main] a.b. - not a class', { component: '', message: '[main] a.b. - not a class' }],
      // `[thread:Class@line]`: the thread runs to the first colon that leaves a class behind it
      ['2023-06-01 12:00:00,001 - INFO  [Peer[myid=1]/0:0:0:2181:Election@774] - sent', { thread: 'Peer[myid=1]/0', component: '0:0:2181:Election', line: '774', message: 'sent' }],
    ];
    for (const [line, want] of cases) expect(one(line)).toMatchObject(want);
  });

  it('reads RFC 5424 syslog: priority, stamp, host, app, procid, msgid, structured data, message', () => {
    const r = one('<165>1 2003-10-11T22:14:15.003Z web1.example.com evntslog 77 ID47 [exampleSDID@32473 iut="3" eventSource="App]"] \uFEFFdisk 91% full');
    expect(r).toMatchObject({
      format: 'syslog', level: 'notice', facility: 20, timestamp: '2003-10-11T22:14:15.003Z', host: 'web1.example.com',
      component: 'evntslog', pid: '77', msgid: 'ID47', structured_data: '[exampleSDID@32473 iut="3" eventSource="App]"]', message: 'disk 91% full',
    });
    // every header field may be nil; a priority of 34 is severity 2 (critical)
    const bare = one("<34>1 - - - - - - 'su root' failed");
    expect(bare).toMatchObject({ level: 'critical', component: '', message: "'su root' failed" });
    expect(bare).not.toHaveProperty('host');
    expect(bare).not.toHaveProperty('timestamp');
  });

  it('takes a JSON line\'s service as its component when no logger is named', () => {
    expect(one('{"severity":"ERROR","message":"db down","service":"api"}')).toMatchObject({ level: 'error', component: 'api', message: 'db down' });
  });

  it('reads access lines as type access with request fields', () => {
    const r = one('127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /a.gif HTTP/1.0" 503 2326');
    expect(r).toMatchObject({ type: 'access', level: 'error', method: 'GET', path: '/a.gif', status: 503 });
  });

  it('reads no level from words that merely share a name with object properties', () => {
    const r = extract({ text: '2023-01-01 10:00:00 constructor started the pool' }).records[0];
    expect(r.result).toMatchObject({ level: 'info', message: 'constructor started the pool' });
    expect(r.meta.valid).toBe(true);
  });

  it.each([
    ['Nov 22 10:00:01 web1 kernel: Out of memory: Killed process 42 (java)', 'critical'],
    ['Nov 22 10:00:01 web1 app[7]: segfault at 0 ip 00007f', 'critical'],
    ['Nov 22 10:00:01 web1 app[7]: unable to open /etc/app.conf', 'error'],
    ['Nov 22 10:00:01 web1 app[7]: upstream timed out after 30 s', 'warning'],
    ['Nov 22 10:00:01 web1 app[7]: session opened for user root', 'info'],
  ])('reads the level of a line that names none from its words: %s', (line, level) => {
    const r = one(line);
    expect([r.level, r.level_source]).toEqual([level, 'inferred']);
  });

  it('gives true meta', () => {
    const rec = extract({ text: 'INFO x: y' }).records[0];
    expect(rec.meta).toMatchObject({ routed_by: 'model', valid: true, retries: 0 });
    expect(rec.meta.latency_ms).toBeGreaterThanOrEqual(0);
  });
});

describe('extract: dump mode', () => {
  const dump = [
    '2023-06-01 12:00:00,001 ERROR [main] com.acme.App: request 17 failed',
    'java.lang.IllegalStateException: boom',
    '\tat com.acme.App.run(App.java:10)',
    'Caused by: java.io.IOException: disk',
    '\t... 2 more',
    '2023-06-01 12:00:01,001 INFO [main] com.acme.App: request 18 failed',
    'Traceback (most recent call last):',
    '  File "x.py", line 3, in <module>',
    'ValueError: bad',
    'panic: runtime error: index out of range',
    '',
    'goroutine 1 [running]:',
    'main.main()',
    '\t/tmp/x.go:8 +0x1d',
  ].join('\n');
  const records = extract({ text: dump, dump: true }).records.map((r) => r.result);

  it('keeps every stack trace whole inside its event', () => {
    expect(records).toHaveLength(3);
    expect(records[0].type).toBe('stacktrace');
    expect(records[0].stack_trace).toContain('... 2 more');
    expect(records[1].stack_trace).toContain('ValueError: bad');
    expect(records[2].stack_trace).toContain('/tmp/x.go:8');
  });

  it('keeps Node and .NET traces whole, each inside the event it follows', () => {
    const text = [
      '2023-06-01T12:00:00Z ERROR api: request failed',
      "TypeError: Cannot read properties of undefined (reading 'id')",
      '    at handler (/app/src/h.js:10:5)',
      '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
      '2023-06-01T12:00:01Z ERROR api: query failed',
      'System.InvalidOperationException: Sequence contains no elements',
      '   at System.Linq.ThrowHelper.ThrowNoElementsException()',
      '   at Program.Main(String[] args) in /src/Program.cs:line 5',
      '2023-06-01T12:00:02Z INFO api: ok',
    ].join('\n');
    const got = extract({ text, dump: true }).records.map((r) => r.result);
    expect(got.map((r) => [r.type, r.message])).toEqual([
      ['stacktrace', 'request failed'],
      ['stacktrace', 'query failed'],
      ['log', 'ok'],
    ]);
    expect(got[0].stack_trace).toContain('task_queues:95:5');
    expect(got[1].stack_trace).toContain('Program.cs:line 5');
  });

  it('keeps a trace written through the container runtime whole, and joins partial records', () => {
    const text = [
      '2023-06-01T12:00:00.1Z stdout F 2023-06-01 12:00:00,100 INFO [main] com.acme.App: started',
      '2023-06-01T12:00:00.2Z stderr F 2023-06-01 12:00:00,200 ERROR [main] com.acme.App: request failed',
      '2023-06-01T12:00:00.2Z stderr F java.lang.IllegalStateException: boom',
      '2023-06-01T12:00:00.2Z stderr F \tat com.acme.App.run(App.java:10)',
      '2023-06-01T12:00:00.2Z stderr P \tat com.acme.App.ma',
      '2023-06-01T12:00:00.2Z stderr F in(App.java:5)',
      '2023-06-01T12:00:00.3Z stdout P {"level":"warn","msg":"long ',
      '2023-06-01T12:00:00.3Z stdout F line","logger":"db"}',
    ].join('\n');
    const got = extract({ text, dump: true }).records.map((r) => r.result);
    expect(got.map((r) => [r.type, r.stream, r.level, r.message])).toEqual([
      ['log', 'stdout', 'info', 'started'],
      ['stacktrace', 'stderr', 'error', 'request failed'],
      ['log', 'stdout', 'warning', 'long line'],
    ]);
    expect(got[1].stack_trace).toBe('java.lang.IllegalStateException: boom\n\tat com.acme.App.run(App.java:10)\n\tat com.acme.App.main(App.java:5)');
    expect(got[2]).not.toHaveProperty('partial');
  });

  it('gives lines of one event type one template', () => {
    expect(records[0].template).toBe(records[1].template);
    expect(records[0].template).toContain('<*>');
  });

  it('merges templates that differ by a free value only', () => {
    const text = ['alice', 'bob', 'carol', 'dave'].map((u) => `2023-06-01 12:00:00 INFO auth: session opened for user ${u}`).join('\n');
    const t = new Set(extract({ text, dump: true }).records.map((r) => r.result.template));
    expect(t.size).toBe(1);
  });
});

describe('extract: grouping a dump', () => {
  it('masks a MAC address whole, whichever of its parts hold a digit', () => {
    const macs = ['cc:e8:d4:51:f8:5b', 'a0:93:89:0a:96:49', '3f:9e:bc:5d:28:da', '88:c0:f8:47:f9:47'];
    const lines = macs.map((m, i) => `2023-06-01 12:00:0${i} INFO dhcp: DHCPACK(br-lan) 10.0.0.${i + 2} ${m} laptop`);
    const templates = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result.template);
    expect(new Set(templates).size).toBe(1);
    expect(extract({ text: lines[0] }).records[0].result.template).toBe('DHCPACK(br-lan) <*> laptop');
  });

  it('masks host names (labels ending in a generic or reserved name) and mail addresses whole, not file or class names', () => {
    expect(maskMessage('failed to convert service entry: invalid host api.example.com')).toBe('failed to convert service entry: invalid host <*>');
    expect(maskMessage("Monitor #3 'files.example.net': Failing: getaddrinfo ENOTFOUND auth.example.org")).toBe("Monitor <*> '<*>': Failing: getaddrinfo ENOTFOUND <*>");
    expect(maskMessage('SERVFAIL <api.example.com. A IN>: at zone example.com.')).toBe('SERVFAIL <<*>. A IN>: at zone <*>');
    expect(maskMessage('connected to files.example.net:8080: refused')).toBe('connected to <*> refused');
    expect(maskMessage('<= erin@example.com H=mail.example.org P=esmtps')).toBe('<= <*> H=<*> P=esmtps');
    expect(maskMessage('SENT: MAIL FROM:<bob@example.com>')).toBe('SENT: MAIL FROM:<<*>>');
    expect(maskMessage('queued by dave@host01, owner = erin@host02')).toBe('queued by <*> owner = <*>');
    // a quoted user (a MySQL account) and a quoted or bracketed host: one mask with its quotes and brackets
    expect(maskMessage("Access denied for user 'bob'@'10.1.2.3' (using password: YES)")).toBe('Access denied for user <*> (using password: YES)');
    expect(maskMessage("Authentication failed for user 'erin'@[10.0.0.5] to service")).toBe('Authentication failed for user <*> to service');
    expect(maskMessage('denied for bob@[10.0.0.1], retry')).toBe('denied for <*> retry');
    // not a host: no such last label (a file name is masked as a file, fifth grouping round), or the user at a host that is not masked
    expect(maskMessage('loaded main.cc and java.io.IOException for couchdb@localhost')).toBe('loaded <*> and java.io.IOException for couchdb@localhost');
    const lines = ['api.example.com', 'auth.example.org', 'files.example.net', 'db01.internal'].map((h, i) => `2023-06-01 12:00:0${i} WARN dns: lookup failed for ${h}`);
    expect(new Set(extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result.template)).size).toBe(1);
  });

  it('merges on two values where a word names whom the value is (`for user bob`), not elsewhere', () => {
    const users = ['bob', 'dave', 'bob', 'dave'];
    const lines = users.map((u, i) => `2023-06-01 12:00:0${i} WARN auth: no credentials for user ${u} in subscriber table`);
    expect(new Set(extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result.template)).size).toBe(1);
    const players = ['Kiri_mc', 'NotchFan'].map((p, i) => `2023-06-01 12:00:0${i} INFO server: UUID of player ${p} is 4a6f`);
    expect(new Set(extract({ text: players.join('\n'), dump: true }).records.map((r) => r.result.template)).size).toBe(1);
    const states = ['opened', 'closed'].map((w, i) => `2023-06-01 12:00:0${i} INFO auth: session ${w} for root`);
    expect(new Set(extract({ text: states.join('\n'), dump: true }).records.map((r) => r.result.template)).size).toBe(2);
  });

  it('masks a MAC or IPv6 address inside a token whole, and a host name closing a sentence with `!`', () => {
    expect(maskMessage('[event] AP[cc:2a:3b:db:4c:fa] was disconnected')).toBe('[event] AP[<*>] was disconnected');
    expect(maskMessage('[event] AP[0c:2a:3b:d1:4c:f0] was disconnected')).toBe('[event] AP[<*>] was disconnected');
    expect(maskMessage('peer via[fe80::ab] up')).toBe(maskMessage('peer via[fe80::1] up'));
    // not hex parts only: left as it was
    expect(maskMessage('at[12:30:zz] done')).toBe('at[<*>:<*>:zz] done');
    // as the message's shape (message-shape.ts) sees it: whatever the lengths of its digit parts
    expect(maskMessage('x[1::2] y')).toBe('x[<*>] y');
    expect(maskMessage('x[1::2] y')).toBe(maskMessage('x[11::222] y'));
    const lines = ['x[1::2] y', 'x[11::222] y', 'AP[0c:2a:3b:d1:4c:f0] was', 'AP[cc:2a:3b:db:4c:fa] was', 'AP[cc:2z:3b:db:4c:fa] was'];
    expect(mineTemplates(lines)).toEqual(mineTemplates(lines, { memo: false }));
    expect(maskMessage('########## FTL started on api.example.com! ##########')).toBe('########## FTL started on <*> ##########');
    expect(maskMessage('FTL started on db01.internal!')).toBe(maskMessage('FTL started on api.example.com!'));
  });

  it('merges on a quoted or bracketed value: lower-case words, or any word where the frame holds a mask elsewhere', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(one(["client connected 'carol'(id:3) from 10.0.0.1", "client connected 'erin'(id:4) from 10.0.0.2"])).toBe(1);
    expect(one(['link <pppoe-dave>: terminating... - peer is not responding', 'link <pppoe-bob>: terminating... - peer is not responding'])).toBe(1);
    expect(one(['Client [ESP_Kitchen] connection closed: timeout', 'Client [10.0.0.7] connection closed: timeout'])).toBe(1);
    // states, camel-case names and glosses in parentheses stay apart
    expect(one(["flag 'true' set on disk", "flag 'false' set on disk"])).toBe(2);
    expect(one(["started service 'sparkDriver' on port 1", "started service 'sparkExecutor' on port 2"])).toBe(2);
    expect(one(['session opened by (pam_unix) now', 'session opened by (pam_krb) now'])).toBe(2);
  });

  it('merges words where other lines hold a masked value, the rest the same (two words or more)', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    const names = ['Steve123', 'NotchFan', 'alice_builds', 'Kiri_mc', 'Alex7'];
    expect(one(names.map((n) => `${n} moved too quickly! 3.5,1.2,0.4`))).toBe(1);
    expect(one(names.map((n) => `${n} lost connection: Disconnected`))).toBe(1);
    // one word beside a mask, or words with no mask beside them: apart
    expect(one(['port 22 open now', 'port ssh open now'])).toBe(2);
    expect(one(['session opened for root', 'session closed for root'])).toBe(2);
    // one compound lower-case name (`ubuntu-srv`, a host) beside a masked one (`build-01`) is enough
    expect(mineTemplates(['ubuntu-srv snapd[977]: Acquired state lock file', 'build-01 snapd[812]: Acquired state lock file'])).toEqual([
      '<*> snapd[<*>]: Acquired state lock file',
      '<*> snapd[<*>]: Acquired state lock file',
    ]);
    expect(one(['port 22 open, state read_only', 'port 22 open, state up'])).toBe(2);
  });

  it('folds a compound name closing a message after a mask into it where another template ends with the mask', () => {
    const lines = ['DHCPACK(wlan0) 192.168.1.58 5f:ee:83:5f:ae:98 android-4f2a', 'DHCPACK(wlan0) 192.168.1.30 fc:93:2e:63:5b:4b laptop-alice'];
    expect(mineTemplates(lines)).toEqual(['DHCPACK(<*>) <*>', 'DHCPACK(<*>) <*>']);
    // no template without it, or a plain word: kept
    expect(mineTemplates([lines[1]])).toEqual(['DHCPACK(<*>) <*> laptop-alice']);
    expect(new Set(mineTemplates(['job 12 done', 'job 13 4 done', 'job 14']))).toEqual(new Set(['job <*> done', 'job <*>']));
  });

  it('merges a compound name inside a frame, the rest of the token the same, and a bracketed name beside a keyed one', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(mineTemplates(['check VRRP_Script(chk_nginx) failed (exited with status 1)', 'check VRRP_Script(chk_haproxy) failed (exited with status 2)'])).toEqual([
      'check <*> failed (exited with status <*>)',
      'check <*> failed (exited with status <*>)',
    ]);
    expect(one(['Start accepting connections for routing routing:bootstrap_ro listening on 6447', 'Start accepting connections for routing routing:bootstrap_rw listening on 6446'])).toBe(1);
    // bare names, plain words or capitals in the frame: apart
    expect(one(['unit pre-start done now', 'unit post-stop done now'])).toBe(2);
    expect(one(['Script(nginx) failed now', 'Script(haproxy) failed now'])).toBe(2);
    expect(one(['Script(CHK_NGINX) failed now', 'Script(CHK_PROXY) failed now'])).toBe(2);
    // a name after `user` and a bracketed lower-case name beside it: values in two places at once
    expect(
      one([
        'Authentication for user [alice] -> [carol] FAILED with error NT_STATUS_WRONG_PASSWORD',
        'Authentication for user [dave3] -> [bob] FAILED with error NT_STATUS_WRONG_PASSWORD',
      ]),
    ).toBe(1);
    // a lower-case word in quotes and a compound name beside it
    expect(one(['snap "code" has bad plugs or slots: desktop-legacy (unknown interface)', 'snap "firefox" has bad plugs or slots: network-manager-observe (unknown interface)'])).toBe(1);
    expect(one(['snap "code" has bad plugs or slots: desktop (unknown interface)', 'snap "firefox" has bad plugs or slots: network (unknown interface)'])).toBe(2);
  });

  it('merges a lower-case word opening short messages whose rest is the same, where three differ', () => {
    const runners = ['pipeline', 'bounces', 'out', 'virgin'];
    expect(new Set(mineTemplates(runners.map((r) => `${r} runner started.`)))).toEqual(new Set(['<*> runner started.']));
    // two words, capitals or a verb's forms: the event's own words
    expect(new Set(mineTemplates(['reading config file', 'writing config file', 'parsing config file'])).size).toBe(3);
    expect(new Set(mineTemplates(['pipeline runner started.', 'bounces runner started.'])).size).toBe(2);
    expect(new Set(mineTemplates(['Pipeline runner started.', 'Bounces runner started.', 'Out runner started.'])).size).toBe(3);
  });

  it('reads a bound before a number (`<1 sec`) as part of the number, not a bracket', () => {
    expect(maskMessage('close, 12 bytes sent, lifetime <1 sec')).toBe(maskMessage('close, 12 bytes sent, lifetime 00:04 sec'));
    expect(maskMessage('priority <13> set')).toBe('priority <<*>> set');
  });

  it('masks a host name written in capitals (a Kerberos realm) and a `primary/instance@REALM` principal whole', () => {
    expect(maskMessage('Unauthorized request: delete_principal, alice@EXAMPLE.COM, client=bob@EXAMPLE.COM, addr=10.0.0.1')).toBe(
      'Unauthorized request: delete_principal, <*> client=<*>, addr=<*>',
    );
    expect(maskMessage('Request: init, alice/admin@EXAMPLE.COM, success, client=erin/admin@Corp.Local')).toBe('Request: init, <*> success, client=<*>');
    expect(maskMessage('arg1=<info@example.biz>, relay=[10.0.0.1]')).toBe(maskMessage('arg1=<sales@example.biz>, relay=[10.0.0.2]'));
    // not a host (no such last label), a path with two slashes, or a principal whose realm is not masked: as they were
    expect(maskMessage('loaded Main.CC and bob/admin@LOCALHOST for /srv/a/b@x.com')).toBe('loaded Main.CC and bob/admin@LOCALHOST for <*>');
    const lines = ['alice@EXAMPLE.COM', 'bob@EXAMPLE.COM', 'erin/admin@EXAMPLE.COM'].map((p, i) => `2023-06-01 12:00:0${i} WARN kadmind: Unauthorized request: delete, ${p}, addr=10.0.0.${i}`);
    expect(new Set(extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result.template)).size).toBe(1);
  });

  it('masks an LDAP name (`,dc=` after a component) whole, in any case', () => {
    expect(maskMessage('OriginalDN: [uid=dave,cn=users,cn=accounts,dc=example,dc=com].')).toBe('OriginalDN: [<*>].');
    expect(maskMessage('bind CN=Bob Smith,OU=Users,DC=corp,DC=local ok')).toBe('bind CN=Bob <*> ok');
    expect(maskMessage('search base="ou=people,dc=example,dc=org"')).toBe(maskMessage('search base="ou=groups,dc=example,dc=org"'));
    // key=value lists and a lone `dc=` are not LDAP names
    expect(maskMessage('set a=b,c=d mode dc=east')).toBe('set a=b,c=d mode dc=east');
    const lines = ['dave', 'carol', 'alice'].map((u) => `OriginalDN: [uid=${u},cn=users,cn=accounts,dc=example,dc=com].`);
    expect(new Set(mineTemplates(lines)).size).toBe(1);
    expect(mineTemplates(lines)).toEqual(mineTemplates(lines, { memo: false }));
  });

  it('merges a word glued to a frame that holds a mask (`NotchFan[/<*>:<*>]`, `alice<<*>>`), not a key before `:`', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    const names = ['NotchFan', 'xXCreeperXx', 'Steve123', 'Kiri_mc'];
    expect(mineTemplates(names.map((n, i) => `${n}[/10.0.0.${i}:5${i}] logged in with entity id ${i}`))[0]).toBe('<*> logged in with entity id <*>');
    expect(one(names.map((n, i) => `${n}[/10.0.0.${i}:5${i}] logged in with entity id ${i}`))).toBe(1);
    expect(one(['"dave<12><STEAM_1:0:4>" connected, address "10.0.0.1:27005"', '"bob<7><STEAM_1:1:9>" connected, address "10.0.0.2:27005"'])).toBe(1);
    // a key before a colon, a word glued to a frame without a mask, different frames: apart
    expect(one(['request mapResourceRequest:<memory:1024, vCores:1>', 'request reduceResourceRequest:<memory:2048, vCores:1>'])).toBe(2);
    expect(one(['call open(file) failed', 'call close(file) failed'])).toBe(2);
    expect(one(['call open(12) failed', 'call close[12] failed'])).toBe(2);
  });

  it('keeps a word in capitals glued to a masked frame (a code: `DHCPACK(eth0)`) apart, merges a name beside a masked one', () => {
    const lines = ['DHCPDISCOVER(eth1) 69:2d:2c:a9:f6:f3', 'DHCPOFFER(eth1) 192.168.1.90 54:93:24:69:e4:f3', 'DHCPACK(wlan0) 192.168.1.58 5f:ee:83:5f:ae:98'];
    expect(mineTemplates(lines)).toEqual(['DHCPDISCOVER(<*>) <*>', 'DHCPOFFER(<*>) <*>', 'DHCPACK(<*>) <*>']);
    expect(mineTemplates(lines, { memo: false })).toEqual(mineTemplates(lines));
    // a name that held a digit is masked whole, its frame kept: one other name there is enough (mixed case, not capitals)
    const named = ['Starting ConsumeKafka_2_6[id=484976e9-58f4]', 'Starting UpdateAttribute[id=30ee2a24-c20f]'];
    expect(mineTemplates(named)).toEqual(['Starting <*>', 'Starting <*>']);
    expect(new Set(mineTemplates(['Starting KAFKA2[id=4849]', 'Starting UPDATER[id=30ee]'])).size).toBe(2);
    // a long word glued to a frame is read in time linear in its length (`AAAA…Aa(3)`: no backtracking over its capitals)
    const long = ['A', 'B', 'C', 'D'].map((c, i) => `job ${c.repeat(20000)}a(${i}) done now ok`);
    const t0 = performance.now();
    const merged = mineTemplates(long);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(new Set(merged).size).toBe(1);
  });

  it('merges a name before a `/` whose rest holds a mask (`com.example.billing/<*>`, `host/<*>@<*>`), not opening the message', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(mineTemplates(['Adding features: orders-feature/[1.0.0,2)', 'Adding features: pax-jdbc-postgresql/[2.1.0,3)'])[0]).toBe('Adding features: <*>');
    expect(one(['issue ticket for host/web1.example.com@EXAMPLE.COM', 'issue ticket for HTTP/web1.example.com@EXAMPLE.COM'])).toBe(1);
    // one directory beside a value masked whole
    expect(one(['*deleting db/dump1.sql', '*deleting cache2.bin'])).toBe(1);
    // no mask after the `/`, or the value opening the message (a header's tail, read by the separator rule): apart
    expect(one(['route via TCP/IP now', 'route via UDP/IP now'])).toBe(2);
    expect(mineTemplates(['alice/10.0.0.1:1194 MULTI: Learn: x', 'bob/10.0.0.2:1194 MULTI: Learn: x'])).toEqual([
      'alice/<*>:<*> MULTI: Learn: x',
      'bob/<*>:<*> MULTI: Learn: x',
    ]);
  });

  it('masks a file name (a common extension, in lower case) as a path is', () => {
    expect(maskMessage('Print job started - path: calibration_cube.gcode, owner: alice')).toBe('Print job started - path: <*> owner: alice');
    expect(maskMessage('File accessed: Holiday.jpg')).toBe(maskMessage('File accessed: Minutes.md'));
    expect(maskMessage('entry local:benchy.gcode done')).toBe('entry local:<*> done');
    // an extension in capitals, a class name, a host with `_` (no host has one): as written
    expect(maskMessage('loaded Main.CC and java.io.IOException')).toBe('loaded Main.CC and java.io.IOException');
    expect(maskMessage('reached my_host.example.com')).toBe('reached my_host.example.com');
  });

  it('merges qualified names of three labels or more (`com.example.orders`, `org.apache.karaf.shell`)', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(mineTemplates(['Updating configuration com.example.orders', 'Updating configuration org.apache.karaf.shell'])[0]).toBe('Updating configuration <*>');
    expect(one(['Installing bundle com.example.billing / 1.2', 'Installing bundle com.example.audit / 1.3'])).toBe(1);
    // two labels (a file or host-like word), or plain words: apart
    expect(one(['Switch to input.harbor now', 'Switch to safe.blank now'])).toBe(2);
    expect(one(['Updating configuration orders', 'Updating configuration shell'])).toBe(2);
  });

  it('merges lower-case names beside one fixed side of a `/` (`tank/home`, `carol/Acme`)', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(one(['zfs create -o compression=lz4 tank/home', 'zfs create -o compression=lz4 tank/backup'])).toBe(1);
    expect(mineTemplates(['Opened session for erin/Acme (Release 12.0.2)', 'Opened session for alice/Acme (Release 12.0.2)'])[0]).toBe(
      'Opened session for <*> (Release <*>)',
    );
    // both sides different, a capitalized side, a state pair: apart
    expect(one(['mount tank/home now', 'mount pool/backup now'])).toBe(2);
    expect(one(['route via TCP/IP now', 'route via TCP/UDP now'])).toBe(2);
    expect(one(['flag set/true now', 'flag set/false now'])).toBe(2);
  });

  it('merges three lower-case names or more opening messages whose long rest is the same (`carol digs …`)', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(mineTemplates(['carol digs default:stone at (1,2,3)', 'erin digs default:stone at (4,5,6)', 'alice digs default:stone at (7,8,9)'])[0]).toBe(
      '<*> digs default:stone at (<*>)',
    );
    // two names, a capitalized word or a boolean: apart
    expect(one(['carol digs default:stone at here', 'erin digs default:stone at here'])).toBe(2);
    expect(one(['Started unit foo at boot', 'Stopped unit foo at boot', 'Reloaded unit foo at boot'])).toBe(3);
    expect(one(['true flag set on boot', 'false flag set on boot', 'none flag set on boot'])).toBe(3);
    // a short rest: three names are enough (the seventh grouping round), not a verb's forms
    expect(one(['carol digs stone', 'erin digs stone', 'alice digs stone'])).toBe(1);
    expect(one(['starting main loop', 'stopping main loop', 'pausing main loop'])).toBe(3);
  });

  it('merges values varying in two places at once where one of them is named by its key', () => {
    const one = (lines: string[]): number => new Set(mineTemplates(lines)).size;
    expect(
      mineTemplates(['erin joins game. List of players: bob', 'alice joins game. List of players: erin', 'carol joins game. List of players: alice'])[0],
    ).toBe('<*> joins game. List of players: <*>');
    expect(one(["kill killer='1:dave' victim='2:dave' weapon=3", "kill killer='4:carol' victim='5:alice' weapon=3"])).toBe(1);
    // one pair merged first (the victim the same): the killer beside the victim is the other place, the rest kept
    const kills = ["kill killer='45:dave' victim='35:erin' weapon=1", "kill killer='16:alice' victim='63:erin' weapon=1", "kill killer='41:dave' victim='24:dave' weapon=1", "kill killer='37:carol' victim='36:alice' weapon=1"];
    expect(new Set(mineTemplates(kills))).toEqual(new Set(['kill <*> <*> weapon=<*>']));
    expect(mineTemplates(kills, { memo: false })).toEqual(mineTemplates(kills));
    // no key naming either position, or a capitalized word at the other: apart
    expect(one(['erin joins game now: bob', 'alice joins game now: erin', 'carol joins game now: alice'])).toBe(3);
    expect(one(['Joined game as user bob', 'Left game as user erin', 'Kicked game as user alice'])).toBe(3);
  });

  it('reads a separator opening some messages of an event (`: `, `> `, `--------`) as no word of it', () => {
    const lines = [': Passenger core online, PID 12', 'Passenger core online, PID 13', '-------- Passenger core online, PID 14', '> <> <Server state changed to RUNNING.>', '<> <Server state changed to RUNNING.>'];
    expect(mineTemplates(lines)).toEqual([
      'Passenger core online, PID <*>',
      'Passenger core online, PID <*>',
      'Passenger core online, PID <*>',
      '<> <Server state changed to RUNNING.>',
      '<> <Server state changed to RUNNING.>',
    ]);
    // a value or a bracketed tag opening some lines of an event
    expect(mineTemplates(['carol/10.0.0.1:1194 Data Channel: using cipher', 'Data Channel: using cipher', '[CACVD-WPCTL] %ADJCHANGE: neighbor up', '%ADJCHANGE: neighbor up'])).toEqual([
      'Data Channel: using cipher',
      'Data Channel: using cipher',
      '%ADJCHANGE: neighbor up',
      '%ADJCHANGE: neighbor up',
    ]);
    // a mask alone says too little (a count, a stamp): apart
    expect(new Set(mineTemplates(['12 files removed', 'files removed'])).size).toBe(2);
    // where every line opens with one (`+ pkg` and `- pkg`), or none is without it, nothing changes
    expect(mineTemplates(['+ nginx', '- nginx', ': only here'])).toEqual(['+ nginx', '- nginx', ': only here']);
  });

  it('groups messages that open with many different lower-case names but agree on the rest', () => {
    const users = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace'];
    const lines = users.map((u, i) => `2023-06-01T12:00:0${i}Z web1 CRON[${100 + i}]: (${u}) CMD (run-parts /etc/cron.hourly)`);
    const templates = new Set(extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result.template));
    expect(templates.size).toBe(1);
  });
});

describe('extract: issue 19, round 11', () => {
  it.each([
    // header fields glued to the stamp by a delimiter
    ['2024-03-02 11:20:05,311:WARNING:app.jobs.runner:Job 7 took too long', 'warning', 'app.jobs.runner', 'Job 7 took too long'],
    ['2024-03-02 11:20:05,311::ERROR::[fetcher:88] Connection reset by peer', 'error', 'fetcher:88', 'Connection reset by peer'],
    // a level letter before a bracketed stamp, or a number in parentheses and a lower-case tag
    ['W [14/Feb/2024:08:01:02 +0000] Printer queue is stopped', 'warning', '', 'Printer queue is stopped'],
    ['E (1234) spi_flash: chip not detected', 'error', 'spi_flash', 'chip not detected'],
    // a name with ids closed by a colon, then a level word closed by a colon
    ['2024-03-02 11:20:05.311: worker pid 4411: ERROR:  backend went away', 'error', 'worker', 'backend went away'],
    // a `key=name` field right before the level
    ['2024-03-02 11:20:05,311 p=4411 u=ops n=deploy.tasks INFO| copying files', 'info', 'deploy.tasks', 'copying files'],
    ['2024-03-02 11:20:05,311 p=4411 u=ops n=deploy WARNING| host unreachable', 'warning', 'deploy', 'host unreachable'],
    // a bracketed name closed by a colon ends the header
    ['2024-03-02 11:20:05.311 T:4411   ERROR <network>: CTcpClient::Open - refused', 'error', 'network', 'CTcpClient::Open - refused'],
    // brackets of a labelled value and a source location after the level, then `name:`
    ['[2024-03-02 11:20:05.311] E [MSGID: 1042] [afr.c:77:afr_lookup] 3-data-replicate-0: split brain found', 'error', '3-data-replicate-0', 'split brain found'],
    // a logger qualified twice closed by ` - ` after the bracketed thread
    ['2024-03-02 11:20:05,311+0000 WARN  [pool-3-thread-1] admin com.acme.store.Indexer - index is stale', 'warning', 'com.acme.store.Indexer', 'index is stale'],
  ])('%s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });

  it('keeps the lines read alone when they explain a dump far more consistently than its batch reading', () => {
    const lines = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'].map(
      (w, i) => `2024/03/02 11:20:0${i} cmd/srv.go:${10 + i}:run() [${i % 3 === 0 ? 'W' : 'I'}] serving ${w} on port ${8000 + i}`,
    );
    const text = lines.join('\n');
    const dump = extract({ text, dump: true }).records.map((r) => r.result);
    lines.forEach((l, i) => {
      const alone = one(l);
      expect([dump[i].level, dump[i].component, dump[i].message]).toEqual([alone.level, alone.component, alone.message]);
    });
  });
});

describe('extract: thirteenth round cues (issue 19)', () => {
  it.each([
    // four-letter level spellings (logrus's and charm's terminal output: DEBU, ERRO, FATA, TRAC, PANI)
    ['DEBU[0003] cache hit                                     key=sess:91', 'debug', '', 'cache hit                                     key=sess:91'],
    ['FATA[0001] cannot open state file                       err="permission denied"', 'critical', '', 'cannot open state file                       err="permission denied"'],
    // a time zone's abbreviation after the time is the stamp's, not a name; a level letter joined to a tag by `/`
    ['2024-01-02 10:11:12.345678 UTC - [Parent 100: Main Thread]: W/nsSocket connect failed for x', 'warning', 'nsSocket', 'connect failed for x'],
    // a `name:` holding a hex address names a connection, not the writer
    ['2024-01-02 10:11:12.345 UTC [77] LOG C-0x5581aa22bb: shop/bob@10.0.0.2:5000 closing because: client close request', 'info', '', 'C-0x5581aa22bb: shop/bob@10.0.0.2:5000 closing because: client close request'],
    // a daemon's `[name]` before the stamp; a `name:` after `LEVEL:` stays in the message
    ['[mailerd] 2024/01/02 10:11:12.123456 ERROR: smtp: connection refused', 'error', 'mailerd', 'smtp: connection refused'],
    // a thread id written `ThreadId(NN)` and spans with fields after the level are header; the target names the writer
    ['[     1.204511s]  WARN ThreadId(03) server{port=80}: my_app::http: slow request took=3s', 'warning', 'my_app::http', 'slow request took=3s'],
    // a level letter alone in a bracket after the stamp, then a bracketed source location before the message
    ['2024/05/06 07:08:09.123 [W] [db.go:88]  pool is nearly full', 'warning', 'db.go:88', 'pool is nearly full'],
    // a level letter after the stamp, then a logger qualified twice or more
    ['2024-05-06T07:08:09.123456Z E o.a.s.LedgerWriter append failed [ledger=12]', 'error', 'o.a.s.LedgerWriter', 'append failed [ledger=12]'],
    // an uptime in seconds after the stamp is a piece of the stamp
    ['2024-05-06T07:08:09.123456 812.000301s notice: Listening on port 9000', 'notice', '', 'Listening on port 9000'],
    // a qualified logger opening a line with no stamp, then ` - LEVEL - `
    ['tasks.queue.runner - ERROR - job 12 failed after 3 tries', 'error', 'tasks.queue.runner', 'job 12 failed after 3 tries'],
    // a component written Class.method():line is the class
    ['[2024/05/06 07:08:09] (WARNING) ReplicationService.run():412 - target unreachable', 'warning', 'ReplicationService', 'target unreachable'],
  ])('%s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });

  it('a dump reads a package-qualified class.method() column as the class, not the thread before it', () => {
    const classes = ['org.acme.billing.Invoices', 'org.acme.billing.db.Ledger', 'org.acme.mail.Sender'];
    const lines = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (i) => `2024-02-0${i + 1} 09:00:1${i} [${i % 2 ? 'main' : 'pool-2-thread-1'}] ${classes[i % 3]}.${['run', 'post', 'send'][i % 3]}() ${i % 4 ? 'INFO' : 'WARN'}: step ${i} done`,
    );
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump.map((r) => r.component)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => classes[i % 3]));
    expect(dump[3].message).toBe('step 3 done');
  });

  it('a dump does not take the zone after the stamp for a component column', () => {
    const lines = [
      '2024-01-02 10:11:12.345 UTC [77] LOG checkpoint starting: time',
      '2024-01-02 10:11:13.345 UTC [77] ERROR accept() failed: Too many open files',
      '2024-01-02 10:11:14.345 UTC [78] WARNING pooler is paused',
      '2024-01-02 10:11:15.345 UTC [77] LOG checkpoint complete',
      '2024-01-02 10:11:16.345 UTC [79] ERROR accept() failed: Too many open files',
      '2024-01-02 10:11:17.345 UTC [77] LOG reload requested',
    ];
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump.map((r) => r.component)).toEqual(['', '', '', '', '', '']);
    expect(dump[1].message).toBe('accept() failed: Too many open files');
  });
});

describe('extract: fourteenth round (issue 19)', () => {
  it.each([
    // a level joined to a name by `-` (upper-case level) or `:` (a level word of three letters or more)
    ['(evince:2231): Poppler-WARNING **: 10:11:12.345: font table not found', 'warning', 'Poppler', 'font table not found'],
    ['[storage:error,2024-01-02T10:11:12.345Z,n_1@10.1.1.1:<0.91.0>:disk_mon:check:77]volume /data is full', 'error', 'storage', 'volume /data is full'],
  ])('%s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });

  it.each([
    // one line: a name closed by a colon right after a bracketed level and header pieces only is the component
    ['2024-01-02 10:11:12.345 [WRN] sync: peer 7 is behind by 12 blocks', 'warning', 'sync', 'peer 7 is behind by 12 blocks'],
    ['<warn>  [1700000000.1234] dispatcher: script timed out', 'warning', 'dispatcher', 'script timed out'],
    // a capitalized word there is a sentence's first
    ['Dec 28 07:58:58.127 [notice] Heartbeat: uptime is 3 days', 'notice', '', 'Heartbeat: uptime is 3 days'],
  ])('%s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });

  it('one line: a colon chain closed by a colon, a level word and a name first, is header whole', () => {
    const r = one('error:ui.menu:311:312:ui/source/menu/bar.cxx:90: no item for id 7');
    expect([r.level, r.component, r.message]).toEqual(['error', 'ui.menu', 'no item for id 7']);
    // Python's `LEVEL:logger:message` keeps the message's first word
    expect(one('ERROR:app.api:request 42 failed').message).toBe('request 42 failed');
  });

  it('a dump types a colon chain by position: the level column (a word there that is no level reads as none), the name after it', () => {
    const lines = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `00${10 + i}:${['err', 'warn', 'err', 'stub'][i % 4]}:${['gfx', 'net'][i % 2]}:${['open_device', 'SendPacket'][i % 2]} step ${i} went wrong`);
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump.map((r) => r.component)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => ['gfx', 'net'][i % 2]));
    expect(dump.map((r) => r.message)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `step ${i} went wrong`));
    expect(dump[1].level).toBe('warning');
  });
});

describe('extract: sixteenth round (issue 19)', () => {
  it('a dump that left a level word inside the component it read is replaced by the lines read one by one', () => {
    const words = ['WARNING', 'ERROR', 'NOTICE', 'VERBOSE'];
    const names = ['Game', 'Loader', 'Net-1', 'Audio'];
    const msgs = ['player left the world after', 'Saved the map in block', 'could not open texture pack'];
    const lines = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `2024-02-0${1 + (i % 9)} 10:0${i % 10}:1${i % 10}: ${words[i % 4]}[${names[(i + 1) % 4]}]: ${msgs[i % 3]} ${i * 7}`);
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump.map((r) => r.component)).toEqual(lines.map((_, i) => names[(i + 1) % 4]));
    expect(dump.map((r) => r.level)).toEqual(lines.map((_, i) => ['warning', 'error', 'notice', 'trace'][i % 4]));
  });
});

describe('extract: seventeenth round (issue 19)', () => {
  it('a dump whose component column holds thread ids is replaced by the lines read one by one when they read names', () => {
    const cats = ['imap', 'soap', 'purge', 'lmtp'];
    const threads = (i: number) => [`ImapServer-${10 + i}`, `qtp1581-${100 + i}:https://mail/service/soap`, 'MailboxPurge', `LmtpServer-${i + 2}`][i % 4];
    const lines = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(
      (i) => `2024-03-0${1 + (i % 9)} 10:0${i % 10}:1${i % 10},${100 + i} ${['INFO ', 'WARN ', 'ERROR'][i % 3]} [${threads(i)}] [${i % 2 ? '' : `name=u${i}@x.org;mid=${i};`}] ${cats[(i + 1) % 4]} - step ${i * 7} done for folder ${i}`,
    );
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump.map((r) => r.component)).toEqual(lines.map((_, i) => cats[(i + 1) % 4]));
    expect(dump.map((r) => r.message)).toEqual(lines.map((_, i) => `step ${i * 7} done for folder ${i}`));
  });

  it('a dump keeps a source location column (`file.go:NN`) and takes no month for a name column', () => {
    const lines = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `${['Jan', 'Feb', 'Mar'][i % 3]} 0${1 + i} 10:00:0${i} node${i % 2} ${['info', 'warn'][i % 2]} ${['pool.go', 'sync.go'][i % 2]}:${40 + i} step ${i} done`);
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump.every((r) => !['Jan', 'Feb', 'Mar'].includes(r.component))).toBe(true);
  });
});

describe('extract: eighteenth round (issue 19)', () => {
  it.each([
    // a level letter opening the line, then the stamp, a pid and the program's `name:`
    ['E 06/09/23 11:16:20 00839 SNTP: Failed to update time from server 10.0.0.1', 'error', 'SNTP', 'Failed to update time from server 10.0.0.1'],
    // the letter in brackets against a bracketed stamp; the logger, a separator and a source bracket after it
    ['[W][15:30:48.192102] pw.conf      | [          conf.c: 1381 try_load_conf()] fa4ae4bf: can not load config', 'warning', 'pw.conf', 'fa4ae4bf: can not load config'],
    // after the letter and the stamp, a plain `name:` with no pid before it and a bracket with a space are the message's
    ['D [08/Mar/2023:16:59:01 +0000] acceptClient: 4044 from localhost', 'debug', '', 'acceptClient: 4044 from localhost'],
    ['I [12/Feb/2023:10:54:48 +0000] [Job 3042] Job completed.', 'info', '', '[Job 3042] Job completed.'],
    // `A` and `C` opening a line are words
    ['A 2023-06-01 12:00:00 change was made', 'info', '', 'A 2023-06-01 12:00:00 change was made'],
  ])('a level letter before the stamp: %s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });
});

describe('extract: eighteenth round, a component in parentheses (issue 19)', () => {
  it.each([
    ['Jun 12 2023 00:33:30 GMT: WARNING (hb): (hb.c:2216) could not create heartbeat connection', 'warning', 'hb', 'could not create heartbeat connection'],
    ['2023-06-12 00:33:30 INFO (main): starting up (pid 42)', 'info', 'main', 'starting up (pid 42)'],
  ])('`(name):` after the level, a parenthesized source after it: %s', (line, level, component, message) => {
    const r = one(line);
    expect([r.level, r.component, r.message]).toEqual([level, component, message]);
  });
});

describe('extract: a dump yields to the lines read alone on the component column it missed (round 21)', () => {
  const one = (line: string) => extract({ text: line }).records[0].result;
  it('a component column of thread ids gives way, line by line, to the names the lines read alone', () => {
    // (dev19's Vertica lines: the batch took `main:0x7f46…` for the component; alone, a line reads `[Txn]`)
    const lines = [
      "2023-05-07 04:32:30.208 TM Moveout:0x7ffddbe5874-a00000008a5b75 [Recover] <WARNING> Node v_db_node0003861 is not up; recovery postponed",
      "2023-10-28 05:22:44.993 main:0x7f462a69d87 [Txn] <INFO> Starting Commit: Txn: a00000006ff42b00 'load_orders'",
      "2023-06-19 03:07:40.704 main:0x7fbfd6169af-a0000000ff1640 [Recover] <WARNING> Node v_db_node0002868 is not up; recovery postponed",
      "2023-05-22 12:13:33.586 Spread Client:0x7f6063ca38d [Txn] <INFO> Starting Commit: Txn: a0000000caf8167f 'load_orders'",
      "2023-05-21 11:46:50.846 Spread Client:0x7fa392e0900 [TM] <INFO> Moveout: Starting moveout of projection public.orders_b1931",
      "2023-05-27 19:47:51.908 TM Moveout:0x7f04b4eaca2-a000000008f8c8 [Txn] <INFO> Starting Commit: Txn: a0000000a46a9ef8 'load_orders'",
      "2023-05-21 21:34:20.576 Init Session:0x7fe545cd073-a000000033696c [Catalog] <ERROR> Projection public.orders_b2388 has no buddies on node v_db_node0002",
      "2023-04-19 23:30:40.879 DistCall Dispatch:0x7fef47f70bd [Session] <INFO> Closed session b14aadac for user erin after 3129 ms",
    ];
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    lines.forEach((l, i) => {
      if (one(l).component !== '') expect(dump[i].component).toBe(one(l).component);
    });
    expect(dump[1].component).toBe('Txn');
    expect(dump[1].message).toBe("Starting Commit: Txn: a00000006ff42b00 'load_orders'");
  });
  it('a batch that read no component gives way where every sampled line read alone names one', () => {
    // (dev16's Ansible lines: `p=N u=user n=logger LEVEL| msg`; the batch's columns left `n=…` unread)
    const lines = [
      "2023-08-19 08:15:00,204 p=3191 u=root n=ansible INFO| TASK [nginx : install packages] *************************************",
      "2023-07-13 22:55:21,705 p=8123 u=root n=ansible.galaxy WARNING| The requirements file contains a collection with no version, using the latest",
      "2023-08-19 15:57:00,338 p=4970 u=root n=ansible ERROR| fatal: [web3230.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
      "2023-12-16 01:44:45,270 p=26352 u=root n=ansible INFO| ok: [web764.example.com]",
      "2023-03-16 04:38:58,091 p=28392 u=root n=ansible INFO| changed: [web3373.example.com] => (item=nginx)",
      "2023-10-08 02:02:39,985 p=4545 u=deploy n=ansible.galaxy WARNING| The requirements file contains a collection with no version, using the latest",
      "2023-01-06 20:54:26,700 p=45606 u=root n=ansible ERROR| fatal: [web4411.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
      "2023-10-17 16:27:40,999 p=69753 u=root n=ansible.galaxy WARNING| The requirements file contains a collection with no version, using the latest",
      "2023-06-26 19:56:17,821 p=57482 u=root n=ansible.galaxy WARNING| The requirements file contains a collection with no version, using the latest",
      "2023-11-18 19:19:04,387 p=38903 u=root n=ansible ERROR| fatal: [web1732.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
      "2023-07-27 17:10:25,754 p=26690 u=root n=ansible INFO| ok: [web3811.example.com]",
      "2023-03-25 20:56:49,618 p=13436 u=deploy n=ansible.galaxy WARNING| The requirements file contains a collection with no version, using the latest",
      "2023-12-02 09:16:49,628 p=20982 u=root n=ansible INFO| ok: [web998.example.com]",
      "2023-06-15 00:10:47,004 p=49328 u=root n=ansible ERROR| fatal: [web4976.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
      "2023-05-26 10:31:27,413 p=42754 u=root n=ansible INFO| PLAY [webservers] ***************************************************",
      "2023-04-03 19:10:41,740 p=71506 u=root n=ansible ERROR| fatal: [web4251.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
      "2023-02-05 12:26:04,020 p=18313 u=root n=ansible.galaxy WARNING| The requirements file contains a collection with no version, using the latest",
      "2023-03-06 19:15:22,980 p=73690 u=deploy n=ansible INFO| changed: [web3119.example.com] => (item=nginx)",
      "2023-08-09 07:57:30,519 p=58363 u=root n=ansible INFO| TASK [nginx : install packages] *************************************",
      "2023-12-19 16:19:14,144 p=75038 u=root n=ansible ERROR| fatal: [web783.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
      "2023-08-24 19:05:04,737 p=47433 u=root n=ansible INFO| TASK [nginx : install packages] *************************************",
      "2023-06-06 01:40:51,126 p=63411 u=deploy n=ansible INFO| ok: [web4084.example.com]",
      "2023-12-13 21:02:35,084 p=24624 u=deploy n=ansible INFO| PLAY [webservers] ***************************************************",
      "2023-06-26 04:08:30,187 p=65398 u=deploy n=ansible ERROR| fatal: [web1567.example.com]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh\"}",
    ];
    const dump = extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);
    expect(dump[0].component).toBe('ansible');
    expect(dump[1].component).toBe('ansible.galaxy');
    // (the lines whose batch message differs from the one they read alone keep the batch's reading)
    expect(dump.filter((r, i) => r.component === one(lines[i]).component && r.message === one(lines[i]).message).length).toBeGreaterThanOrEqual(20);
  });
});

// Lines invented for these tests (extract round 23).
describe('extract: logfmt pairs after a stamp', () => {
  it('reads the pairs after a syslog stamp: the message, the component and the level', () => {
    const r = one('Mar 11 08:02:17 msg="Refreshing zone list" subsystem="resolver" level="0" prio="Notice" tid="3" zone="corp.test"');
    expect(r).toMatchObject({ level: 'notice', component: 'resolver', message: 'Refreshing zone list', timestamp: 'Mar 11 08:02:17' });
  });

  it('reads a dump of such lines the same way', () => {
    const lines = [
      '2024-05-02 10:00:01 msg="Cache primed" subsystem="cache" prio="Info" entries=400',
      '2024-05-02 10:00:04 msg="Upstream slow" subsystem="forwarder" prio="Warning" upstream="10.0.0.9:53"',
      '2024-05-02 10:00:09 msg="Cache primed" subsystem="cache" prio="Info" entries=512',
    ];
    const got = extract({ text: lines.join('\n'), dump: true }).records.map((x) => [x.result.level, x.result.component, x.result.message]);
    expect(got).toEqual([
      ['info', 'cache', 'Cache primed'],
      ['warning', 'forwarder', 'Upstream slow'],
      ['info', 'cache', 'Cache primed'],
    ]);
  });

  it('leaves pairs without a message key in the message, and a level word before `prio`', () => {
    expect(one('Mar 11 08:02:17 host7 user=bob action=login').message).toContain('user=bob action=login');
    expect(one('level=error prio=Info msg="disk gone"').level).toBe('error');
  });

  it('keeps go-kit\'s `caller` (a source location) in the fields, not the component (round 25)', () => {
    const r = one('ts=2024-05-02T10:00:01.610Z caller=main.go:617 level=info msg="Starting server" mode=server');
    expect(r).toMatchObject({ level: 'info', component: '', message: 'Starting server', fields: { caller: 'main.go:617', mode: 'server' } });
    expect(one('ts=2024-05-02T10:00:02Z caller=scrape.go:1384 level=debug component="scrape manager" msg="Scrape failed"').component).toBe('scrape manager');
  });
});

describe('extract: a level word in parentheses after a syslog tag\'s pid', () => {
  const lines = [
    'Apr 03 11:20:01 auth1 keyd[2201](info): TICKET issued for carol@CORP.TEST',
    'Apr 03 11:20:07 auth2.corp.test keyd[2201](Warning): clock skew of 40 s from 10.0.0.8',
    'Apr 03 11:21:13 auth1 admind[77](Notice): principal dave@CORP.TEST created',
    'Apr 03 11:22:40 auth2.corp.test keyd[2290](Error): replay cache unavailable',
  ];
  it('reads `tag[pid](level):` as the component and the level, one line at a time', () => {
    expect(one(lines[1])).toMatchObject({ level: 'warning', component: 'keyd', pid: '2201', message: 'clock skew of 40 s from 10.0.0.8' });
  });

  it('reads the program, not the host, in a dump', () => {
    const got = extract({ text: lines.join('\n'), dump: true }).records.map((x) => [x.result.level, x.result.component]);
    expect(got).toEqual([
      ['info', 'keyd'],
      ['warning', 'keyd'],
      ['notice', 'admind'],
      ['error', 'keyd'],
    ]);
  });

  it('keeps a word that names no level in the component', () => {
    expect(one('Apr 03 11:20:01 auth1 keyd[2201](main): started').component).toBe('keyd[2201](main)');
  });
});

describe('extract: a field between ` : ` separators after a syslog stamp', () => {
  it('reads the word as header (the user), not the component, and the rest as the message', () => {
    expect(one('Sep  4 07:12:55 : maria : TTY=pts/2 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/make')).toMatchObject({
      component: '',
      user: 'maria',
      message: 'TTY=pts/2 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/make',
    });
  });

  it('groups the lines of two users under one template in a dump', () => {
    const lines = ['Sep  4 07:12:55 : maria : TTY=pts/2 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/make', 'Sep  4 07:13:40 : tomas : TTY=pts/5 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/make'];
    const recs = extract({ text: lines.join('\n'), dump: true }).records.map((x) => x.result);
    expect(recs.map((r) => r.message)).toEqual(['TTY=pts/2 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/make', 'TTY=pts/5 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/make']);
    expect(recs[0].template).toBe(recs[1].template);
  });

  it('leaves a syslog line with a host and a tag as it was', () => {
    expect(one('Sep  4 07:12:55 web1 cron[88]: job : nightly : done')).toMatchObject({ component: 'cron', message: 'job : nightly : done' });
  });
});

// Lines invented for these tests (session 22, extract round 28).
describe('extract: header readings of round 28', () => {
  const read = (text: string) => {
    const r = extract({ text }).records[0].result;
    return [r.level, r.component, r.message, r.thread];
  };

  it('reads two brackets after the level, the second a dotted name closed by a colon, as thread and component', () => {
    expect(read('2024-02-01 10:00:00,120 [ WARN] [pool.worker-2] [o.e.s.QueueStore]: queue 7 is full')).toEqual(['warning', 'o.e.s.QueueStore', 'queue 7 is full', 'pool.worker-2']);
    expect(read('2024-02-01 10:00:00,120 [INFO] [main] [o.e.Boot]: [10.0.0.3]:80 started')).toEqual(['info', 'o.e.Boot', '[10.0.0.3]:80 started', 'main']);
  });

  it('keeps a second bracket not closed by a colon out of the component', () => {
    expect(read('2024-02-01 10:00:00,120 [INFO] [o.e.Boot] [ctx-1] started')[1]).toBe('o.e.Boot');
  });

  it('reads a syslog host and `tag[pid]:` after the journal\'s monotonic stamp', () => {
    const r = extract({ text: '[  212.004113] web-02 backupd[4410]: run 18 finished' }).records[0].result;
    expect(r).toMatchObject({ component: 'backupd', pid: '4410', host: 'web-02', message: 'run 18 finished' });
    // the kernel's own lines, with no host before the tag, are left as they were
    expect(extract({ text: '[  212.004113] usb 1-1: new high-speed USB device' }).records[0].result.component).not.toBe('1-1');
  });

  it('reads a bracketed level after a syslog tag, also after the client in parentheses', () => {
    const r = extract({ text: 'Mar  4 10:00:01 files ftpd: (ann@10.1.2.3) [NOTICE] upload of a.txt done' }).records[0].result;
    expect(r).toMatchObject({ level: 'notice', component: 'ftpd', message: 'upload of a.txt done', client: 'ann@10.1.2.3' });
    expect(read('Mar  4 10:00:01 files ftpd: [ERROR] disk full')).toEqual(['error', 'ftpd', 'disk full', undefined]);
  });

  it('reads `from <logger> in <thread> - ` after the level', () => {
    expect(read('2024-02-01 10:00:00,120 [INFO] from app.Orders in worker-pool-3 - order 12 stored')).toEqual(['info', 'app.Orders', 'order 12 stored', 'worker-pool-3']);
  });

  it('reads the dotted logger, not the thread beside it, before a bracketed level', () => {
    expect(read('2024-02-01 10:00:00.120 o.e.q.Dispatcher worker-pool-3 [WARN] queue 7 is full').slice(0, 3)).toEqual(['warning', 'o.e.q.Dispatcher', 'queue 7 is full']);
  });

  it('never names a component of punctuation alone', () => {
    expect(read('2024-02-01 10:00:00 - INFO    :: job 4 done')[1]).toBe('');
  });

  it('reads a logger with `$` parts (`Outer$Inner`) as before, and a long run of them in linear time', () => {
    expect(read('2024-02-01 10:00:00.120 o.e.q.Pool$Worker worker-pool-3 [WARN] queue 7 is full').slice(0, 3)).toEqual(['warning', 'o.e.q.Pool$Worker', 'queue 7 is full']);
    // (`a.$a$a…$a!`: each `$` a name's character or a separator; the split was once searched in exponential time)
    const t0 = performance.now();
    extract({ text: `2024-02-01 10:00:00 a.${'$a'.repeat(40)}! main [INFO] msg` });
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
