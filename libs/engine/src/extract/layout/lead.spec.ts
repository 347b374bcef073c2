import { describe, expect, it } from 'vitest';
import { extract } from '../extract.js';

/** A dump's records as [level, component, message]. */
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => [r.result.level, r.result.component, r.result.message]);
const one = (text: string) => {
  const r = extract({ text }).records[0].result;
  return [r.level, r.component, r.message];
};

describe('extract: the dump header typed column by column (issue 19, ninth round)', () => {
  it('takes a stamp and a separator left at the start of every message off', () => {
    const got = dump([
      'ERROR - 2023-01-02 03:04:05 --> Disk quota exceeded for vol7',
      'INFO - 2023-01-02 03:04:06 --> Cache warmed in 120 ms',
      'DEBUG - 2023-01-02 03:05:16 --> Cache lookup key=abc',
      'INFO - 2023-01-03 11:00:00 --> Cache warmed in 98 ms',
      'ERROR - 2023-01-03 11:00:01 --> Disk quota exceeded for vol2',
    ]);
    expect(got.map((r) => r[2])).toEqual(['Disk quota exceeded for vol7', 'Cache warmed in 120 ms', 'Cache lookup key=abc', 'Cache warmed in 98 ms', 'Disk quota exceeded for vol2']);
    expect(got.map((r) => r[0])).toEqual(['error', 'info', 'debug', 'info', 'error']);
  });

  it('keeps a constant number opening every message (no stamp column)', () => {
    const got = dump(['INFO - 2023-01-02 worker ready', 'INFO - 2023-01-02 worker ready', 'INFO - 2023-01-02 worker ready', 'INFO - 2023-01-02 worker ready']);
    expect(got.every((r) => r[2] === '2023-01-02 worker ready' || r[2] === 'worker ready')).toBe(true);
  });

  it('prefers a name written before a source location, and a name: opening every message after one', () => {
    expect(
      dump([
        ' 3(101) WARNING: <core> [net.c:12]: link_down(): peer 10.0.0.1 went away',
        ' 4(102) ERROR: store [db.c:400]: open_db(): cannot open table users',
        ' 3(101) WARNING: <core> [net.c:12]: link_down(): peer 10.0.0.9 went away',
        ' 5(103) INFO: <core> [main.c:80]: main(): listening on port 5060',
      ]).map((r) => [r[1], r[2]]),
    ).toEqual([
      ['core', 'peer 10.0.0.1 went away'],
      ['store', 'cannot open table users'],
      ['core', 'peer 10.0.0.9 went away'],
      ['core', 'listening on port 5060'],
    ]);
  });

  it('reads a bracketed source location right before the message as the component where no other name is written', () => {
    const got = dump([
      '2023-06-07T17:45:12Z [WARNING] [/core/util.go:208]: token expired',
      '2023-06-07T17:45:13Z [INFO] [/core/main.go:12]: starting up',
      '2023-06-07T17:45:14Z [ERROR] [/lib/http/error.go:77]: unauthorized',
      '2023-06-07T17:45:15Z [INFO] [/core/main.go:12]: starting up',
    ]);
    expect(got.map((r) => r[1])).toEqual(['/core/util.go:208', '/core/main.go:12', '/lib/http/error.go:77', '/core/main.go:12']);
    expect(got[0][2]).toBe('token expired');
  });

  it('reads a word standing in the level column as no component', () => {
    const got = dump([
      'Wed Nov 21 13:58:59 2023 : Info: Ready to process requests',
      'Wed Nov 21 13:59:00 2023 : Audit: (12) Login OK: [alice]',
      'Wed Nov 21 13:59:01 2023 : Error: Ignoring request from unknown client',
      'Wed Nov 21 13:59:02 2023 : Audit: (13) Login OK: [bob]',
      'Wed Nov 21 13:59:03 2023 : Info: Ready to process requests',
    ]);
    expect(got.map((r) => r[1])).toEqual(['', '', '', '', '']);
    expect(got[1][2]).toBe('(12) Login OK: [alice]');
  });

  it('reads a name holding spaces before the first ` - ` where the other lines hold a name there', () => {
    const got = dump([
      '19:10:40.312 | INFO    | app.engine - Created run brave-otter',
      "19:10:41.000 | ERROR   | Task run 'load-0' - Encountered exception",
      '19:10:42.312 | INFO    | app.engine - Created run calm-fox',
      "19:10:41.000 | INFO    | Flow run 'brave-otter' - Created task run",
      '19:10:43.312 | DEBUG   | app.client - Connecting to API',
      '19:10:43.312 | WARNING | app.agent - Flow run limit reached',
    ]);
    expect(got[1]).toEqual(['error', "Task run 'load-0'", 'Encountered exception']);
    expect(got[3]).toEqual(['info', "Flow run 'brave-otter'", 'Created task run']);
    expect(got[0][1]).toBe('app.engine');
  });

  it('reads a level column after a name: component, and a word standing there on other lines', () => {
    const got = dump([
      '[2023.04.26-16.00.15:562][577]LogNet: Warning: Connection timed out',
      '[2023.04.26-16.00.16:562][578]LogInit: Display: Build: 5.1',
      '[2023.04.26-16.00.17:562][579]LogAudio: Error: No audio device',
      '[2023.04.26-16.00.18:562][580]LogInit: Display: Build: 5.2',
      '[2023.04.26-16.00.19:562][581]LogTemp: Player alice spawned',
    ]);
    expect(got.map((r) => r[2])).toEqual(['Connection timed out', 'Build: 5.1', 'No audio device', 'Build: 5.2', 'Player alice spawned']);
    expect(got[0][0]).toBe('warning');
    expect(got[2][0]).toBe('error');
  });

  it('cuts a dump whose every line is indented into one event a line', () => {
    const text = [' 1(10) INFO: a started', ' 2(11) INFO: b started', ' 3(12) ERROR: c failed', ' 4(13) INFO: d started'].join('\n');
    expect(extract({ text, dump: true }).records).toHaveLength(4);
  });

  it('cuts right-aligned counters into one event a line', () => {
    const text = ['3723.670 Info a.cpp:1: saving', '  12.345 Info b.cpp:2: loading', '4000.001 Error c.cpp:3: failed', '5001.000 Info a.cpp:1: saving', '6001.000 Info a.cpp:1: saving'].join('\n');
    expect(extract({ text, dump: true }).records).toHaveLength(5);
  });
});

describe('extract: one line, cues around the header', () => {
  it.each([
    // a level word after a `name:` component
    ['14-Jun-2023 08:15:02.123 dnssec: warning: validating example.net/DNSKEY: no valid signature', 'warning', 'dnssec', 'validating example.net/DNSKEY: no valid signature'],
    // a stamp and its separator left at the message's start
    ['ERROR - 2023-11-24 18:34:06 --> Page not found: /login', 'error', '', 'Page not found: /login'],
    // a qualified name right after the level
    ['[2023-06-14  08:15:02] INFO conn/handle_source Source logging in', 'info', 'conn/handle_source', 'Source logging in'],
    // a bracketed source location before the message
    ['2023-06-07T17:45:12Z [WARNING] [/core/util.go:208]: token expired', 'warning', '/core/util.go:208', 'token expired'],
    // a topic list joined to the level by a comma
    ['08:15:02 dhcp,warning lease offered without success', 'warning', 'dhcp', 'lease offered without success'],
    // logfmt's `service` key
    ['ts=2023-03-26T07:16:16Z lvl=debug msg="Cache snapshot" service=meta', 'debug', 'meta', 'Cache snapshot'],
  ])('%s', (line, level, component, message) => {
    expect(one(line)).toEqual([level, component, message]);
  });
});

describe('extract: a level word inside the component or opening the message', () => {
  it.each([
    ['[20:56:47] [Server thread/INFO]: Done (38.9s)!', 'info', 'Server thread', 'Done (38.9s)!'],
    ['[05:03:37] [Worker-Main-5/WARN]: Saving chunks', 'warning', 'Worker-Main-5', 'Saving chunks'],
    ['2023-02-17 08:22:32.173:INFO:oejs.Server:main: jetty-10.0.15 started', 'info', 'oejs.Server', 'jetty-10.0.15 started'],
    ['2023-06-14T08:15:02+0000 [app.net.Port#critical] cannot listen on port 8080', 'critical', 'app.net.Port', 'cannot listen on port 8080'],
    ['Nov 21 13:58:59.123 [notice] Bootstrapped 5% (conn): Connecting to a relay', 'notice', '', 'Bootstrapped 5% (conn): Connecting to a relay'],
  ])('%s', (line, level, component, message) => {
    expect(one(line)).toEqual([level, component, message]);
  });
});

describe('extract: stamp pieces and ids around the level', () => {
  it.each([
    ['[1681642755] unbound[6576:3] notice: init module 0: validator', 'notice', 'unbound', 'init module 0: validator'],
    ['[Sep 20 11:05:12] WARNING[20697] res_rtp.c: RTP Read too short', 'warning', 'res_rtp.c', 'RTP Read too short'],
    ['Mar 19 22:54:26 [1503] node2 corosync notice  [MAIN  ] Cluster engine started', 'notice', 'MAIN', 'Cluster engine started'],
    ['2023-04-26 06:51:10.798969 D | auth: authorization for user bob succeeded', 'debug', 'auth', 'authorization for user bob succeeded'],
  ])('%s', (line, level, component, message) => {
    expect(one(line)).toEqual([level, component, message]);
  });

  it('reads no month as a component', () => {
    const got = dump(['INFO      Jan 15 20:21:04 [9047]: Initializing proxy ...', 'ERROR     May 12 21:46:49 [20016]: Client closed socket', 'NOTICE    Sep 04 21:05:51 [13313]: Accepting connections on port 80', 'INFO      Mar 01 01:00:00 [13313]: No upstream proxy']);
    expect(got.map((r) => r[1])).toEqual(['', '', '', '']);
  });
});

describe('extract: an empty delimited field', () => {
  it('does not throw on a dump whose pipe columns hold an empty field', () => {
    const lines = Array.from({ length: 8 }, (_, i) => `2023-06-17 22:14:3${i}.506063|INFO    |Server        |  |client ${i} connected`);
    const got = dump(lines);
    expect(got).toHaveLength(8);
    expect(got[0][0]).toBe('info');
  });
});

describe('extract: one line, header cues around the level (issue 19, tenth round)', () => {
  it('takes a qualified name closed by a colon right after a bracketed level as the component', () => {
    expect(one('[ERROR] plugin/errors: 2 example.org. A: read udp 10.0.0.1:53: i/o timeout')).toEqual(['error', 'plugin/errors', '2 example.org. A: read udp 10.0.0.1:53: i/o timeout']);
  });

  it('takes the last of two adjacent bracketed fields after the level as the component, the first as a thread', () => {
    expect(one('[10:15:30,123][INFO][exchange-worker-#42][GridCacheProcessor] Started cache [name=orders]')).toEqual(['info', 'GridCacheProcessor', 'Started cache [name=orders]']);
  });

  it('takes a qualified name in the tab field after the thread as the component', () => {
    expect(one('2023-05-01T10:00:00.000Z\tINFO\tmain\tio.example.server.Server\tServer started')).toEqual(['info', 'io.example.server.Server', 'Server started']);
  });

  it('reads a source location then a bracketed level letter opening the message as the component and the level', () => {
    expect(one('2023/09/01 00:22:56 cmd/web.go:120:runWeb() [W] Starting server on PID: 4875')).toEqual(['warning', 'cmd/web.go:120:runWeb()', 'Starting server on PID: 4875']);
  });

  it('reads a name joined to the level word opening the line as the component', () => {
    expect(one('Zigbee2MQTT:warn  2023-03-11 23:48:07: Device 0x75eeb8 left the network')).toEqual(['warning', 'Zigbee2MQTT', 'Device 0x75eeb8 left the network']);
  });

  it('reads a level letter in parentheses before an unbracketed stamp and a separator (round 12)', () => {
    expect(one('(W) 2024-02-03T10:11:12 - Could not bind port 7000')).toEqual(['warning', '', 'Could not bind port 7000']);
  });

  it('keeps a twice-qualified logger after a thread bracket closed by a colon, and takes one left in the message (round 12)', () => {
    expect(one('2024.02.03 10:11:12 WARN  [worker-3]: org.example.net.Listener - Socket closed early')).toEqual(['warning', 'org.example.net.Listener', 'Socket closed early']);
  });

  it('reads a component written as a class and a method call as the class (round 12)', () => {
    expect(one('2024-02-03 10:11:12 [main] org.example.Store.open() INFO: Store opened in 12 ms')[1]).toBe('org.example.Store');
  });

  it('keeps a name: after ` : ` closing the header in the message (round 12)', () => {
    expect(one('2024/02/03 10:11:12 ERROR : docs/a_12.txt: Failed to copy: quota exceeded')).toEqual(['error', '', 'docs/a_12.txt: Failed to copy: quota exceeded']);
  });

  it('takes a call right after a bracketed source location off the message, and a name before the location as the component (round 12)', () => {
    expect(one(' 3(101) WARNING: <core> [net.c:12]: link_down(): peer 10.0.0.1 went away')).toEqual(['warning', 'core', 'peer 10.0.0.1 went away']);
    expect(one(' 4(102) ERROR: store [db.c:400]: open_db(): cannot open table users')).toEqual(['error', 'store', 'cannot open table users']);
  });

  it('reads an instance name closed by a colon after the level as the component (round 12)', () => {
    expect(one('2024-02-03 10:11:12.345 <WARN> ospf2: Neighbor 10.0.0.2 went down')).toEqual(['warning', 'ospf2', 'Neighbor 10.0.0.2 went down']);
  });

  it('reads a path-like bracket after the thread bracket, right before the message, as the component (round 12)', () => {
    expect(one('[WARN] [01/02/2024 10:11:12.345] [app-pool-dispatcher-3] [actor://app/user/cart] Cart 12 expired')).toEqual(['warning', 'actor://app/user/cart', 'Cart 12 expired']);
  });

  it('reads a lower-case name, words, then a level word closed by a colon after a bracketed id (round 12)', () => {
    expect(one('[00007f3a9c] core video warning: buffer too small')).toEqual(['warning', 'core', 'buffer too small']);
  });

  it('keeps an IPv4 address opening the message in the message (round 12)', () => {
    expect(one('INFO:     10.0.0.7:5170 - "GET /health HTTP/1.1" 200 OK')).toEqual(['info', '', '10.0.0.7:5170 - "GET /health HTTP/1.1" 200 OK']);
  });

  it('keeps an IPv4 address and ` - ` right before the message in the message (round 12)', () => {
    expect(one('[77] 2024/02/03 10:11:12.123456 [WRN] 10.0.0.7:4222 - cid:12 - Slow consumer detected')).toEqual(['warning', '', '10.0.0.7:4222 - cid:12 - Slow consumer detected']);
  });

  it('reads `|name|LEVEL|` closing a pipe-delimited header, a name: after it kept in the message (round 12)', () => {
    expect(one('2024-02-03T10:11:12.345Z|00042|bridge|INFO|bridge br1: added interface eth3 on port 4')).toEqual(['info', 'bridge', 'bridge br1: added interface eth3 on port 4']);
  });
});

describe('extract: a code column opening the messages (issue 19, seventeenth round)', () => {
  it('takes glued brackets each holding a code (no lower-case letter, a digit) off every message', () => {
    const got = dump([0, 1, 2, 3, 4, 5].map((i) => `2024/01/0${i + 1} 10:00:0${i}.123 NETD: [${['K7Q2P-ZZ1RT', 'A9B3C-D4E5F', '8XJ2W-0PLMQ'][i % 3]}]${i % 2 ? `[EC ${1000 + i}]` : ''} link ${i} went down`));
    expect(got.map((r) => r[2])).toEqual([0, 1, 2, 3, 4, 5].map((i) => `link ${i} went down`));
    expect(got.map((r) => r[1])).toEqual(['NETD', 'NETD', 'NETD', 'NETD', 'NETD', 'NETD']);
  });

  it('takes a number code closed by a colon (`01070417:6:`) off every message', () => {
    const got = dump([0, 1, 2, 3, 4, 5].map((i) => `Jan  ${i + 1} 10:00:00 lb1 ${['err', 'notice'][i % 2]} mcpd[${100 + i}]: ${['01070417', '010c0018'][i % 2]}:${3 + (i % 2)}: pool member ${i} down`));
    expect(got.map((r) => r[2])).toEqual([0, 1, 2, 3, 4, 5].map((i) => `pool member ${i} down`));
  });

  it('keeps a code written with letters (`AH00126:`) in the message', () => {
    const got = dump([0, 1, 2, 3, 4, 5].map((i) => `[2024-01-0${i + 1} 10:00:00] [error] ${i % 2 ? 'AH00126:' : 'AH01630:'} client denied ${i}`));
    expect(got.every((r) => /^AH0\d+: client denied \d$/.test(String(r[2])))).toBe(true);
  });
});
