#!/usr/bin/env python3
"""Writes heldout11/: the eleventh batch of labelled log-format files, blind and held out (issue 19, sixth round).

Six real layouts that no other folder under tools/bench/data/logformats covers (nor any Loghub system of
../shared/eval), written from each product's public description of its log layout, with messages of our own in
the style of the product. Written and committed before the model ran on them; never tuned on, run once.
Same JSON-lines rows as make.py (line, level, component, message, event); `level` is null where the line carries
no level (the eval then does not check it), `component` is "" where the line carries none.
Run:  python3 tools/bench/data/logformats/make_heldout11.py

Labelling choices:
- Chromium (`[pid:tid:MMDD/HHMMSS.uuuuuu:LEVEL:file.cc(line)] msg`): component the source file as printed, with
  its line (as klog's `file.go:line`).
- X.Org server (`[ uptime] (II) msg`): the marker is the level ((II) info, (WW) warning, (EE) error); the
  markers that are not levels ((--) probed, (**) from config, (==) default) give level null. The component is the
  driver instance (`modeset(0)`, `NVIDIA(0)`) when the message opens with one and a colon, else "".
- GlusterFS (`[stamp] L [MSGID: n] [file.c:line:function] translator: msg`, one-letter level): component the
  translator name (`0-management`); the MSGID and the source location are header.
- Apache ActiveMQ (`stamp | LEVEL | msg | logger | thread`): component the logger, the thread is header; the
  message sits between the level and the logger.
- Kibana 8 (`[stamp][LEVEL][logger] msg`, level padded inside its brackets): component the logger.
- Jitsi Videobridge (`stamp LEVEL: [thread] Class.method#line: msg`): component `Class.method#line` as printed,
  the thread is header.
"""
import json, os, random, re

R = random.Random(1911)
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org', 'files.example.net']
USERS = ['alice', 'bob', 'carol', 'dave', 'erin']
NORM = {'info': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'eror': 'error', 'err': 'error',
        'debug': 'debug', 'dbug': 'debug', 'notice': 'notice', 'critical': 'critical', 'crit': 'critical',
        'fatal': 'critical', 'alert': 'critical', 'trace': 'trace', 'i': 'info', 'w': 'warning', 'e': 'error', 'd': 'debug', 'c': 'critical',
        '(ii)': 'info', '(ww)': 'warning', '(ee)': 'error', 'severe': 'error'}

def var(kind):
    if kind == 'n': return str(R.randint(1, 5000))
    if kind == 'ms': return str(R.randint(3, 9000))
    if kind == 'ip': return '.'.join(str(R.randint(1, 254)) for _ in range(4))
    if kind == 'hex': return '%08x' % R.getrandbits(32)
    if kind == 'uuid': return '%08x-%04x-%04x-%04x-%012x' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48))
    if kind == 'host': return R.choice(HOSTS)
    if kind == 'user': return R.choice(USERS)
    if kind == 'port': return str(R.choice([80, 443, 5432, 6379, 8080, 9092]))
    if kind == 'pct': return '%.1f' % R.uniform(1, 99)
    if kind == 'ver': return '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 99))
    if kind == 'mac': return ':'.join('%02x' % R.getrandbits(8) for _ in range(6))
    if kind == 'vm': return 'vm-%d' % R.randint(1, 40)
    if kind == 'node': return 'node%02d' % R.randint(1, 64)
    if kind == 'mount': return R.choice(['/live', '/radio', '/stream.mp3', '/jazz'])
    raise KeyError(kind)

def fill(t):
    return re.sub(r'\{(\w+)\}', lambda m: var(m.group(1)), t)

def stamp(fmt):
    y, mo, d = 2023, R.randint(1, 12), R.randint(1, 28)
    h, mi, s, ms = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)
    return fmt.format(y=y, mo=mo, d=d, h=h, mi=mi, s=s, ms=ms, us=R.randint(0, 999999))

def make(name, header, events, n=120):
    """events: (event id, level word as written or None, component, message template)."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        line = header(lvl, comp, msg)
        norm = NORM.get(lvl.strip().lower()) if lvl else None
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out


def chromium(l, c, m):
    return f"[{R.randint(100, 99999)}:{R.randint(1, 999)}:{stamp('{mo:02d}{d:02d}/{h:02d}{mi:02d}{s:02d}.{us:06d}')}:{l}:{c}] {m}"

def xorg(l, c, m):
    up = '%.3f' % R.uniform(0, 3000)
    return f"[{up:>10}] {l} " + (f"{c}: " if c else '') + m

def gluster(l, c, m):
    loc = R.choice(['glusterd-handler.c:1474:__glusterd_handle_cli_list_friends', 'glusterd-utils.c:6213:glusterd_brick_start',
                    'rpc-clnt.c:1013:rpc_clnt_connection_init', 'socket.c:3642:socket_connect', 'afr-common.c:5231:afr_notify'])
    return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} +0000] {l} [MSGID: {R.randint(100000, 199999)}] [{loc}] {c}: {m}"

def activemq(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} | {l:<5} | {m} | {c} | {R.choice(['main', 'ActiveMQ Transport: tcp:///10.0.0.5:61616@41234', 'ActiveMQ BrokerService[localhost] Task-3', 'JMX connector'])}"

def kibana(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}+00:00')}][{l:<5}][{c}] {m}"

def jitsi(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l}: [{R.randint(20, 400)}] {c}: {m}"

def heldout11():
    yield make('chromium', chromium, [
        ('E1', 'ERROR', 'gpu_init.cc(523)', 'Passthrough is not supported, GL is egl, ANGLE is swiftshader'),
        ('E2', 'WARNING', 'sandbox_linux.cc(393)', 'InitializeSandbox() called with multiple threads in process gpu-process.'),
        ('E3', 'INFO', 'CONSOLE(1)', '"Uncaught TypeError: Cannot read properties of undefined (reading \'id\')", source: https://{host}/app.js (1)'),
        ('E4', 'ERROR', 'ssl_client_socket_impl.cc(992)', 'handshake failed; returned -1, SSL error code 1, net_error -{n}'),
        ('E5', 'WARNING', 'property.cc(144)', 'DaemonVersion: GetAndBlock: failed.'),
        ('E6', 'INFO', 'update_client.cc(412)', 'Update check for component {hex} finished in {ms} ms'),
        ('E7', 'ERROR', 'bus.cc(407)', 'Failed to connect to the bus: Could not parse server address: Unknown address type'),
    ])
    yield make('xorg', xorg, [
        ('E1', '(II)', 'modeset(0)', 'Output HDMI-{n} connected'),
        ('E2', '(II)', '', 'LoadModule: "glx"'),
        ('E3', '(II)', '', 'Loading /usr/lib/xorg/modules/extensions/libglx.so'),
        ('E4', '(WW)', '', 'The directory "/usr/share/fonts/Type1" does not exist.'),
        ('E5', '(EE)', 'NVIDIA(0)', 'Failed to initialize the NVIDIA GPU at PCI:{n}:0:0.'),
        ('E6', '(--)', 'modeset(0)', 'Depth {n} pixmap format is 32 bpp'),
        ('E7', '(**)', '', 'Option "fd" "{n}"'),
        ('E8', '(WW)', 'modeset(0)', 'Option "AccelMethod" is not used'),
        ('E9', '(==)', 'modeset(0)', 'RGB weight 888'),
    ])
    yield make('glusterfs', gluster, [
        ('E1', 'I', '0-management', 'Received cli list req'),
        ('E2', 'I', '0-management', 'starting a fresh brick process for brick /data/brick{n}/vol0'),
        ('E3', 'W', '0-vol0-client-1', 'remote operation failed. [{{errno=107}}, {{error=Transport endpoint is not connected}}]'),
        ('E4', 'E', '0-glusterfs', 'connection to {ip}:24007 failed (Connection refused); disconnecting socket'),
        ('E5', 'I', '0-vol0-replicate-0', 'Subvolume \'vol0-client-{n}\' came back up; going online.'),
        ('E6', 'E', '0-management', 'Unable to start brick {host}:/data/brick{n}/vol0'),
        ('E7', 'D', '0-rpc-clnt', 'defaulting frame-timeout to 30mins'),
    ])
    yield make('activemq', activemq, [
        ('E1', 'INFO', 'org.apache.activemq.broker.BrokerService', 'Apache ActiveMQ {ver} (localhost, ID:{host}-{n}-{n}-0:1) is starting'),
        ('E2', 'INFO', 'org.apache.activemq.broker.TransportConnector', 'Listening for connections at: tcp://{host}:61616?maximumConnections=1000'),
        ('E3', 'WARN', 'org.apache.activemq.broker.TransportConnection.Transport', 'Transport Connection to: tcp://{ip}:{n} failed: java.io.EOFException'),
        ('E4', 'INFO', 'org.apache.activemq.store.kahadb.plist.PListStoreImpl', 'PListStore:[/opt/activemq/data/localhost/tmp_storage] started'),
        ('E5', 'ERROR', 'org.apache.activemq.broker.region.Queue', 'Failed to page in more queue messages: Java heap space'),
        ('E6', 'WARN', 'org.apache.activemq.broker.region.policy.AbstractDeadLetterStrategy', 'Not adding sent message to DLQ ID:{host}-{n}:1:1:1:{n}'),
    ])
    yield make('kibana', kibana, [
        ('E1', 'INFO', 'plugins-service', 'Plugin "cloudChat" is disabled.'),
        ('E2', 'INFO', 'http.server.Preboot', 'http server running at http://0.0.0.0:5601'),
        ('E3', 'WARN', 'plugins.security.config', 'Generating a random key for xpack.security.encryptionKey.'),
        ('E4', 'ERROR', 'elasticsearch-service', 'Unable to retrieve version information from Elasticsearch nodes. connect ECONNREFUSED {ip}:9200'),
        ('E5', 'INFO', 'status', 'Kibana is now available (was degraded)'),
        ('E6', 'WARN', 'plugins.reporting.config', 'Found \'server.host: "0.0.0.0"\' in Kibana configuration. Reporting is not able to use this as the Kibana server hostname.'),
        ('E7', 'ERROR', 'plugins.taskManager', 'Task alerting:siem.queryRule "{uuid}" failed: Error: Saved object not found'),
    ])
    yield make('jitsi-videobridge', jitsi, [
        ('E1', 'INFO', 'VideobridgeExpireThread.expire#113', 'Running expire()'),
        ('E2', 'INFO', 'Videobridge.createConference#279', 'create_conf, id={hex} gid={n}'),
        ('E3', 'WARNING', 'Endpoint.setFeature#402', 'Endpoint {hex} does not support feature sctp'),
        ('E4', 'SEVERE', 'IceTransport.startConnectivityEstablishment#233', 'Failed to connect IceTransport: timed out after {ms} ms'),
        ('E5', 'INFO', 'Health.doRun#147', 'Performed a successful health check in PT0.{n}S. Sticky failure: false'),
        ('E6', 'WARNING', 'BandwidthAllocator.allocate#178', 'No bandwidth estimate for endpoint {hex}, using {n} kbps'),
    ])

if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout11')
    os.makedirs(here, exist_ok=True)
    for name, rows in heldout11():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
