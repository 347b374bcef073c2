#!/usr/bin/env python3
"""Writes heldout12/: the twelfth batch of labelled log-format files, blind and held out (issue 19, seventh round).

Eight real layouts that no other folder under tools/bench/data/logformats covers (nor any Loghub system of
../shared/eval), written from each product's public description of its log layout, with messages of our own in
the style of the product. Written and committed before the round's code; never tuned on, run once.
Same JSON-lines rows as make.py (line, level, component, message, event); `level` is null where the line carries
no level or one outside the vocabulary (the eval then does not check it), `component` is "" where the line carries
none.
Run:  python3 tools/bench/data/logformats/make_heldout12.py

Labelling choices:
- Zephyr RTOS logging (`[hh:mm:ss.mmm,uuu] <inf> module: msg`, level abbreviated in angle brackets): component the
  module; a `printk` line with no prefix (`*** Booting Zephyr OS ... ***`) has level null and component "".
- ESP-IDF (`I (uptime_ms) tag: msg`, one-letter level): component the tag; the Wi-Fi library writes its tag
  without a space after the colon (`wifi:msg`), still the component `wifi`.
- GitHub Actions runner diagnostics (`[yyyy-mm-dd hh:mm:ssZ LEVEL Source] msg`, level `INFO`, `WARN`, `ERR ` padded,
  `VERB`): component the source class.
- ArangoDB (`stamp [pid] LEVEL [logid] {topic} msg`): component the topic written in braces; the log id is header.
- Kamailio (` rank(pid) LEVEL: module [file.c:line]: function(): msg`): component the module (`core` for
  `<core>`); the source location and the function are header, the message is the text after `function(): `.
- InfluxDB 1.x logfmt (`ts=... lvl=info msg="..." log_id=... service=...`): level from `lvl=`, the message is
  `msg`'s value alone (as dockerd's logfmt in heldout5), the component the `service=` value, "" without one.
- Windows Update's classic WindowsUpdate.log (`date<TAB>time<TAB> pid<TAB>tid<TAB>Component<TAB>msg`): no level;
  component the component column (AU, Agent, DnldMgr, ...).
- Tinyproxy (`LEVEL     Mon dd hh:mm:ss [pid]: msg`, level first in a fixed-width column): no component; its
  `CONNECT` level is outside the vocabulary (level null).
"""
import json, os, random, re

R = random.Random(1913)
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org', 'files.example.net']
USERS = ['alice', 'bob', 'carol', 'dave', 'erin']
NORM = {'info': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'err': 'error',
        'debug': 'debug', 'notice': 'notice', 'critical': 'critical', 'crit': 'critical', 'fatal': 'critical',
        'alert': 'critical', 'trace': 'trace', 'verb': 'trace', 'inf': 'info', 'wrn': 'warning', 'dbg': 'debug',
        'i': 'info', 'w': 'warning', 'e': 'error', 'd': 'debug', 'v': 'trace'}
MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

def var(kind):
    if kind == 'n': return str(R.randint(1, 5000))
    if kind == 'ms': return str(R.randint(3, 9000))
    if kind == 'ip': return '.'.join(str(R.randint(1, 254)) for _ in range(4))
    if kind == 'hex': return '%08x' % R.getrandbits(32)
    if kind == 'uuid': return '%08x-%04x-%04x-%04x-%012x' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48))
    if kind == 'host': return R.choice(HOSTS)
    if kind == 'user': return R.choice(USERS)
    if kind == 'port': return str(R.choice([80, 443, 5060, 8080, 8086, 8529]))
    if kind == 'pct': return '%.1f' % R.uniform(1, 99)
    if kind == 'ver': return '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 99))
    if kind == 'mac': return ':'.join('%02x' % R.getrandbits(8) for _ in range(6))
    if kind == 'guid': return '{%08X-%04X-%04X-%04X-%012X}' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48))
    if kind == 'x': return '0x%x' % R.getrandbits(24)
    raise KeyError(kind)

def fill(t):
    return re.sub(r'\{(\w+)\}', lambda m: var(m.group(1)), t)

def stamp(fmt):
    y, mo, d = 2023, R.randint(1, 12), R.randint(1, 28)
    h, mi, s, ms = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)
    return fmt.format(y=y, mo=mo, d=d, h=h, mi=mi, s=s, ms=ms, us=R.randint(0, 999999), mon=MONTHS[mo - 1])

def make(name, header, events, n=30):
    """events: (event id, level word as written or None, component, message template)."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        line = header(lvl, comp, msg)
        norm = NORM.get(lvl.strip().lower()) if lvl else None
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out


def zephyr(l, c, m):
    if l is None:
        return m
    return f"[{stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')},{R.randint(0, 999):03d}] <{l}> {c}: {m}"

def esp_idf(l, c, m):
    sep = ':' if c == 'wifi' else ': '
    return f"{l} ({R.randint(20, 99999)}) {c}{sep}{m}"

def gh_runner(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}Z')} {l} {c}] {m}"

def arangodb(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z')} [{R.choice([1, 7, 4821])}] {l} [{'%05x' % R.getrandbits(20)}] {{{c}}} {m}"

KAM_LOC = {'core': ['tcp_main.c', 'udp_server.c', 'main.c'], 'tm': ['t_fwd.c', 't_lookup.c'], 'dispatcher': ['dispatch.c'],
           'usrloc': ['urecord.c'], 'auth_db': ['authorize.c']}
KAM_FN = {'core': ['tcpconn_main_timeout', 'udp_rcv_loop', 'main'], 'tm': ['t_forward_nonack', 't_newtran'],
          'dispatcher': ['ds_ping_reply_callback'], 'usrloc': ['delete_ucontact'], 'auth_db': ['get_ha1']}

def kamailio(l, c, m):
    mod = '<core>' if c == 'core' else c
    return f" {R.randint(0, 12)}({R.randint(1000, 30000)}) {l}: {mod} [{R.choice(KAM_LOC[c])}:{R.randint(50, 3000)}]: {R.choice(KAM_FN[c])}(): {m}"

def influxdb(l, c, m):
    log_id = ''.join(R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-') for _ in range(11))
    tail = f" service={c}" if c else ''
    extra = R.choice(['', f" engine=tsm1", f" db_instance=telegraf", f" duration={R.randint(1, 900)}.{R.randint(0, 999)}ms"])
    return f"ts={stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}Z')} lvl={l} msg=\"{m}\" log_id={log_id}{tail}{extra}"

def windows_update(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}')}\t{stamp('{h:02d}:{mi:02d}:{s:02d}:{ms:03d}')}\t{R.choice([' 912', '1004', ' 880'])}\t{R.choice(['1124', 'a3c', '2f8'])}\t{c}\t{m}"

def tinyproxy(l, c, m):
    return f"{l:<10}{stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{R.randint(100, 30000)}]: {m}"


def heldout12():
    yield make('zephyr', zephyr, [
        ('E1', None, '', '*** Booting Zephyr OS build v{ver} ***'),
        ('E2', 'inf', 'bt_hci_core', 'HW Platform: Nordic Semiconductor (0x0002)'),
        ('E3', 'inf', 'bt_hci_core', 'Identity: {mac} (random)'),
        ('E4', 'wrn', 'bt_conn', 'Unable to allocate TX context'),
        ('E5', 'err', 'net_lwm2m_engine', 'Failed to send message: -{n}'),
        ('E6', 'dbg', 'sensor_app', 'temp {pct} C humidity {pct} %'),
        ('E7', 'inf', 'fs_nvs', '{n} Sectors of 4096 bytes'),
    ])
    yield make('esp-idf', esp_idf, [
        ('E1', 'I', 'cpu_start', 'Pro cpu up.'),
        ('E2', 'I', 'heap_init', 'At 3FFAE6E0 len 0000{n} ({n} KiB): DRAM'),
        ('E3', 'I', 'wifi', 'wifi driver task: 3ffc08b4, prio:23, stack:6656, core=0'),
        ('E4', 'W', 'wifi', 'Haven\'t to connect to a suitable AP now!'),
        ('E5', 'E', 'esp-tls', 'Failed to open new connection'),
        ('E6', 'I', 'esp_netif_handlers', 'sta ip: {ip}, mask: 255.255.255.0, gw: {ip}'),
        ('E7', 'D', 'mqtt_client', 'Sending MQTT CONNECT message, type: 1, id: {n}'),
        ('E8', 'W', 'BT_HCI', 'hcif disc complete: hdl 0x{n}, rsn 0x13'),
    ])
    yield make('github-runner', gh_runner, [
        ('E1', 'INFO', 'HostContext', 'Well known directory \'Bin\': \'/home/runner/actions-runner/bin\''),
        ('E2', 'INFO', 'RunnerServer', 'EstablishVssConnection'),
        ('E3', 'INFO', 'JobDispatcher', 'Job request {n} for plan {uuid} job {uuid} received.'),
        ('E4', 'WARN', 'GitHubActionsService', 'Retrying request in {n} ms after a 503 response'),
        ('E5', 'ERR ', 'BrokerServer', 'Catch exception during get message: System.Net.Http.HttpRequestException: Connection refused ({host}:443)'),
        ('E6', 'VERB', 'ProcessInvokerWrapper', 'Starting process:'),
        ('E7', 'INFO', 'MessageListener', 'Message \'RunnerJobRequest\' received from session \'{uuid}\'.'),
    ])
    yield make('arangodb', arangodb, [
        ('E1', 'INFO', 'general', 'ArangoDB (version {ver} [linux]) is ready for business. Have fun!'),
        ('E2', 'INFO', 'startup', 'using storage engine \'rocksdb\''),
        ('E3', 'WARNING', 'memory', 'maximum number of memory mappings per process is {n}, which seems too low'),
        ('E4', 'ERROR', 'replication', 'could not connect to leader at tcp://{ip}:8529 for URL /_api/wal/tail: connection refused'),
        ('E5', 'INFO', 'authentication', 'Jwt secret not specified, generating...'),
        ('E6', 'DEBUG', 'cluster', 'Agency cache ready at index {n}'),
        ('E7', 'FATAL', 'engines', 'unable to open RocksDB instance in \'/var/lib/arangodb3/engine-rocksdb\''),
    ])
    yield make('kamailio', kamailio, [
        ('E1', 'INFO', 'core', 'listening on udp: {ip}:5060'),
        ('E2', 'ERROR', 'tm', 'no branch for forwarding'),
        ('E3', 'WARNING', 'core', 'connection closed by peer {ip}:{n}'),
        ('E4', 'NOTICE', 'dispatcher', 'probing set #{n}, URI sip:{ip}:5060 set to inactive'),
        ('E5', 'ERROR', 'auth_db', 'no credentials for user {user} in subscriber table'),
        ('E6', 'INFO', 'usrloc', 'contact for aor {user}@example.com removed'),
        ('E7', 'CRITICAL', 'core', 'cannot open file /etc/kamailio/tls.cfg: No such file or directory'),
    ])
    yield make('influxdb', influxdb, [
        ('E1', 'info', '', 'InfluxDB starting'),
        ('E2', 'info', 'store', 'Opened shard'),
        ('E3', 'info', 'httpd', 'Starting HTTP service'),
        ('E4', 'warn', 'subscriber', 'Failed to write to subscription endpoint {host}'),
        ('E5', 'error', 'continuous_querier', 'Error handling CQ: database not found: telegraf'),
        ('E6', 'info', 'retention', 'Deleted shard group {n}'),
        ('E7', 'debug', 'meta', 'Cache snapshot (start)'),
    ])
    yield make('windows-update', windows_update, [
        ('E1', None, 'AU', '###########  AU: Initializing Automatic Updates  ###########'),
        ('E2', None, 'Agent', '*************'),
        ('E3', None, 'Agent', '** START **  Agent: Finding updates [CallerId = AutomaticUpdates]'),
        ('E4', None, 'Agent', 'Found {n} updates and {n} categories in search; evaluated appl. rules of {n} out of {n} deployed entities'),
        ('E5', None, 'DnldMgr', 'Preparing update for install, updateId = {guid}.{n}.'),
        ('E6', None, 'Report', 'REPORT EVENT: {guid}	{y}-06-14 08:15:02:123-0700	1	147 [AGENT_DETECTION_FINISHED]	101	{00000000-0000-0000-0000-000000000000}	0	0	AutomaticUpdates	Success	Software Synchronization	Windows Update Client successfully detected {n} updates.'.replace('{y}', '2023')),
        ('E7', None, 'Handler', 'FATAL: UH: 0x80070005: LoadPackageCustomDataFromCache failed'),
        ('E8', None, 'Setup', 'Determining whether a new setup handler needs to be downloaded'),
    ])
    yield make('tinyproxy', tinyproxy, [
        ('E1', 'INFO', '', 'Initializing tinyproxy ...'),
        ('E2', 'NOTICE', '', 'Accepting connections on port {port}'),
        ('E3', 'CONNECT', '', 'Connect (file descriptor {n}): {ip}'),
        ('E4', 'CONNECT', '', 'Request (file descriptor {n}): GET http://{host}/ HTTP/1.1'),
        ('E5', 'INFO', '', 'No upstream proxy for {host}'),
        ('E6', 'ERROR', '', 'read_request_line: Client (file descriptor: {n}) closed socket before read.'),
        ('E7', 'WARNING', '', 'Could not retrieve all the headers from the client'),
        ('E8', 'NOTICE', '', 'Waiting servers ({n}) is less than MinSpareServers ({n}). Creating new thread.'),
    ])

if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout12')
    os.makedirs(here, exist_ok=True)
    for name, rows in heldout12():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
