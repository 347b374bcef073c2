#!/usr/bin/env python3
"""Writes heldout29/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout28.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so lines some of these systems
write as the tail of a multi-line event (the lines listing what a Karaf feature install changes, the header block at
the top of a Windows DHCP audit file) are left out.
Run:  python3 tools/bench/data/logformats/make_heldout29.py

Labelling choices:
- chronyd through rsyslog with its high-precision file format (Debian 12's default: `yyyy-mm-ddThh:mm:ss.uuuuuu+hh:mm
  host ident[pid]: msg`): no level (null), syslog's severity is not in the line; component the ident `chronyd`, as
  other sets take a syslog ident; stamp, host and `[pid]` are header; the message everything after `]: `.
- Apache Karaf karaf.log with the distribution's pax-logging pattern (`%d{ISO8601} | %-5p | %-16t | %-32c{1} |
  %X{bundle.id} - %X{bundle.name} - %X{bundle.version} | %m%n`, i.e. `yyyy-mm-ddThh:mm:ss,mmm | LEVEL | thread |
  Logger | id - bundle - version | msg`, the columns padded with spaces, long thread names not cut): level the
  second column (`INFO`, `WARN`, `ERROR`, `DEBUG`); component the logger column, the last part of the logger name
  as written (`FeaturesServiceImpl`, `BlueprintContainerImpl`, a Camel route id such as `orders-route`), its padding
  not included; the thread column and the bundle column (` -  - ` when the line comes from outside a bundle) are
  header; the message everything after the fifth ` | `.
- winston (Node.js) with `format.combine(format.timestamp(), format.json())` and `defaultMeta: { service }`: one
  JSON object per line, keys in sorted order as logform's json format (safe-stable-stringify) writes them: level the
  `level` field (`info`, `warn`, `error`, `debug`); component the `service` field, the name the app gives every line
  through defaultMeta; the message the `message` field's text (messages here hold no characters JSON escapes, so
  the text in the line and the decoded value are the same); `timestamp` and the metadata keys (orderId, durationMs
  ...) are header.
- Grafana server log, its default console/file format (logfmt: `logger=name t=RFC3339 level=lvl msg="..."
  key=value ...`; the `context` logger of HTTP requests puts its userId/orgId/uname pairs before `t=`): level the
  `level` field (`info`, `warn`, `error`, `debug`); component the `logger` field; the message the `msg` value
  without its quotes (a one-word message is written unquoted: `msg=starting`); every other pair, before or after
  `msg`, is header.
- dpkg's own log /var/log/dpkg.log (dpkg(1), `yyyy-mm-dd hh:mm:ss` then `startup type command`, `status state pkg
  version`, `action pkg installed-version available-version` or `conffile file decision`): no level (null) and no
  component (''); the message everything after the stamp's space. Events: each `startup` kind, each action word
  (`install`, `upgrade`, `configure`, `remove`, `trigproc`) and each status state is its own event, the package and
  versions the variables.
- Meshtastic device firmware serial log (`LEVEL | hh:mm:ss uptime [Thread] msg`, the level padded to five columns,
  `??:??:??` in place of the clock until the node has the time): level the first word (`DEBUG`, `INFO`, `WARN`,
  `ERROR`, `CRIT` read as critical); component the thread name in square brackets (`Router`, `RadioIf`, `Power`,
  `GPS`, `DeviceTelemetry`, `mqtt`), '' on lines written outside a thread (boot lines), which have no brackets; clock
  and uptime seconds are header; the message everything after `] ` (after the uptime and its space when there is
  no thread).
- VictoriaMetrics single-node server, default log format (tab-separated: `yyyy-mm-ddThh:mm:ss.mmmZ<TAB>level<TAB>
  VictoriaMetrics/path/file.go:line<TAB>msg`): level the second column (`info`, `warn`, `error`, `fatal` read as
  critical); no component (''): the third column is a code location and header, as Mattermost's caller in
  heldout28; the message the fourth column.
- Windows Server DHCP audit log (%windir%\\System32\\dhcp\\DhcpSrvLog-Ddd.log, comma-separated: ID, Date (mm/dd/yy),
  Time, Description, IP Address, Host Name, MAC Address, User Name, TransactionID, QResult, Probationtime,
  CorrelationID, Dhcid, VendorClass(Hex), VendorClass(ASCII), UserClass(Hex), UserClass(ASCII),
  RelayAgentInformation, DnsRegError): no level (null) and no component (''); the message the Description column
  (`Assign`, `DNS Update Request`, `0 leases expired and 2 leases deleted` ...); the event ID column and every column
  after the description are header fields, as the pairs after FortiGate's msg in heldout27.
"""
import json
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(2929)

CUR = {'event': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')


def sfloat(lo, hi, digits):
    return ('%.' + str(digits) + 'f') % R.uniform(lo, hi)


EXTRA = {
    'sf': lambda: ('-' if R.random() < 0.5 else '') + sfloat(0.000001, 2.5, 6),  # a signed clock offset, seconds
    'ppm': lambda: ('-' if R.random() < 0.6 else '') + sfloat(0.5, 40, 3),
    'f': lambda: sfloat(0.01, 9.9, 2),
    'sec': lambda: sfloat(0.001, 4.0, 3),
    'big': lambda: str(R.randint(10000, 99999999)),
    'ordid': lambda: 'ord_' + '%06x' % R.getrandbits(24),
    'node': lambda: '0x%08x' % R.getrandbits(32),
    'hex16': lambda: '%016X' % R.getrandbits(64),
    'cip': lambda: CUR['ip'],
    'pkg': lambda: CUR['pkg'][0] + ':' + CUR['pkg'][1],
    'ver': lambda: CUR['pkg'][3],
    'old': lambda: CUR['pkg'][2],
}


def pick(t):
    """`{=a|b|c}` choices drawn per row; this file's own placeholders (EXTRA) and genlog's (`fill`) filled after."""
    t = CHOICE.sub(lambda m: R.choice(m.group(1).split('|')), t)
    return re.sub(r'\{(\w+)\}', lambda m: EXTRA[m.group(1)]() if m.group(1) in EXTRA else var(m.group(1)), t)


DPKG = [('nginx', 'amd64', '1.22.1-9', '1.22.1-9+deb12u1'), ('libssl3', 'amd64', '3.0.11-1~deb12u1', '3.0.11-1~deb12u2'),
        ('openssh-server', 'amd64', '1:9.2p1-2+deb12u1', '1:9.2p1-2+deb12u2'), ('python3-urllib3', 'all', '1.26.12-1', '1.26.12-1+deb12u1'),
        ('tzdata', 'all', '2023c-5', '2024a-0+deb12u1'), ('curl', 'amd64', '7.88.1-10+deb12u4', '7.88.1-10+deb12u5'),
        ('vim-common', 'all', '2:9.0.1378-2', '2:9.0.1378-2+deb12u1'), ('postgresql-15', 'amd64', '15.5-0+deb12u1', '15.6-0+deb12u1'),
        ('linux-image-6.1.0-18-amd64', 'amd64', '6.1.76-1', '6.1.76-1')]


def make(name, header, events, table=None):
    saved = dict(NORM)
    NORM.update(table or {})
    try:
        out = []
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, ip=var('ip'), pkg=R.choice(DPKG))
            comp, msg = pick(comp), pick(tmpl)
            line = header(lvl, comp, msg)
            norm = NORM.get(lvl.strip().lower()) if lvl else None
            out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
        return name, out
    finally:
        NORM.clear()
        NORM.update(saved)


def when():
    return datetime(2023, R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59),
                    R.randint(0, 999999), tzinfo=timezone.utc)


def extras(table):
    """Per-event extra header parts kept apart from the 4-tuples `make` draws from."""
    def strip(events):
        out = []
        for ev in events:
            out.append(ev[:4])
            table[ev[0]] = ev[4]
        return out
    return strip


# --- chronyd ----------------------------------------------------------------------------------------------------
def chronyd(l, c, m):
    t = when()
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}+02:00 {R.choice(['ntp1', 'ntp1', 'gw-edge'])} {c}[{R.choice([611, 611, 702])}]: {m}"


# --- Apache Karaf -------------------------------------------------------------------------------------------------
KARAF = {}


def karaf(l, c, m):
    t = when()
    thread, bundle = KARAF[CUR['event']]
    return f"{t:%Y-%m-%dT%H:%M:%S},{t.microsecond // 1000:03d} | {l:<5} | {pick(thread):<16} | {c:<32} | {pick(bundle)} | {m}"


# --- winston ------------------------------------------------------------------------------------------------------
WINSTON = {}


def winston(l, c, m):
    t = when()
    row = {'level': l, 'message': m, 'service': c, 'timestamp': f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z"}
    for k, v in WINSTON[CUR['event']].items():
        v = pick(v)
        row[k] = int(v) if v.isdigit() else v
    return json.dumps(row, sort_keys=True, separators=(',', ':'))


# --- Grafana ------------------------------------------------------------------------------------------------------
GRAFANA = {}


def logfmt_value(v):
    return v if v and not re.search(r'[\s="]', v) else '"' + v + '"'


def grafana(l, c, m):
    t = when()
    ns = ('%06d%03d' % (t.microsecond, R.randint(0, 999))).rstrip('0')
    pre, post = GRAFANA[CUR['event']]
    parts = [f'logger={c}'] + ([pick(pre)] if pre else []) + [f"t={t:%Y-%m-%dT%H:%M:%S}.{ns}Z", f'level={l}', f'msg={logfmt_value(m)}']
    if post:
        parts.append(pick(post))
    return ' '.join(parts)


# --- dpkg ---------------------------------------------------------------------------------------------------------
def dpkg(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {m}"


# --- Meshtastic ---------------------------------------------------------------------------------------------------
def meshtastic(l, c, m):
    boot = c == '' or R.random() < 0.2
    clock = '??:??:??' if boot else f'{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}'
    up = R.randint(0, 9) if boot else R.randint(30, 400000)
    return f"{l:<5} | {clock} {up} [{c}] {m}" if c else f"{l:<5} | {clock} {up} {m}"


# --- VictoriaMetrics ----------------------------------------------------------------------------------------------
VM_CALLER = {}


def victoriametrics(l, c, m):
    t = when()
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z\t{l}\tVictoriaMetrics/{pick(VM_CALLER[CUR['event']])}\t{m}"


# --- Windows DHCP audit log ---------------------------------------------------------------------------------------
DHCP = {}
CLIENTS = [('LAPTOP-7QK2M1', 'MSFT 5.0'), ('WS-ACCT-014', 'MSFT 5.0'), ('android-3f9a2c71b0e4d5a6', 'android-dhcp-13'),
           ('iPhone', ''), ('PRN-HP-3F2', 'Hewlett-Packard JetDirect'), ('ubuntu-build02', '')]


def dhcp(l, c, m):
    t = when()
    eid, kind = DHCP[CUR['event']]
    host, vendor = R.choice(CLIENTS)
    mac = '%012X' % R.getrandbits(48)
    ip = f"10.20.{R.choice([4, 4, 8, 12])}.{R.randint(20, 240)}"
    fqdn = host + '.corp.example.com' if host != 'iPhone' else host
    vhex = '0x' + vendor.encode().hex().upper() if vendor else ''
    empty = [''] * 19
    cols = list(empty)
    cols[0], cols[1], cols[2], cols[3] = eid, f"{t:%m/%d/%y}", f"{t:%H:%M:%S}", m
    if kind == 'lease':
        cols[4:10] = [ip, fqdn, mac, '', str(R.randint(10000000, 4294967295)), '0']
        cols[13], cols[14], cols[18] = vhex, vendor, '0'
    elif kind == 'nack':
        cols[4:10] = [ip, '', mac, '', str(R.randint(10000000, 4294967295)), '0']
        cols[10], cols[18] = '', '0'
    elif kind == 'dns':
        cols[4:10] = [ip, fqdn, '', '', '0', '6']
        cols[18] = '0'
    elif kind == 'dnsfail':
        cols[4:10] = [ip, fqdn, '', '', '0', '6']
        cols[18] = R.choice(['9005', '9017', '1460'])
    else:  # service lines: no client columns
        cols[8], cols[9], cols[18] = '0', '6', '0'
    return ','.join(cols)


def heldout29():
    yield make('chronyd', chronyd, [
        ('E1', None, 'chronyd', 'chronyd version 4.{=2|3|5} starting (+CMDMON +NTP +REFCLOCK +RTC +PRIVDROP +SCFILTER +SIGND +ASYNCDNS +NTS +SECHASH +IPV6 -DEBUG)'),
        ('E2', None, 'chronyd', 'Frequency {ppm} +/- {f} ppm read from /var/lib/chrony/chrony.drift'),
        ('E3', None, 'chronyd', 'Using right/UTC timezone to obtain leap second data'),
        ('E4', None, 'chronyd', 'Selected source {ip} ({=0|1|2|3}.debian.pool.ntp.org)'),
        ('E5', None, 'chronyd', 'System clock wrong by {sf} seconds'),
        ('E6', None, 'chronyd', 'System clock was stepped by {sf} seconds'),
        ('E7', None, 'chronyd', 'Source {ip} replaced with {ip} ({=0|1|2|3}.debian.pool.ntp.org)'),
        ("E8", None, 'chronyd', "Can't synchronise: no selectable sources"),
        ('E9', None, 'chronyd', 'Source {ip} {=online|offline}'),
        ('E10', None, 'chronyd', 'Received KoD RATE from {ip}'),
        ('E11', None, 'chronyd', 'Selected source {=PHC0|GPS|PPS}'),
        ('E12', None, 'chronyd', 'Forward time jump detected!'),
    ])

    kf = extras(KARAF)
    FEAT = '11 - org.apache.karaf.features.core - 4.4.{=3|4}'
    BP = '19 - org.apache.aries.blueprint.core - 1.10.3'
    CAMEL = '142 - org.apache.camel.camel-core-engine - 3.20.{=5|6}'
    yield make('apache-karaf', karaf, kf([
        ('E1', 'INFO', 'FeaturesServiceImpl', 'Adding features: {=camel-jms/[3.20.5,3.20.5]|webconsole/[4.4.3,4.4.3]|pax-jdbc-postgresql/[1.5.6,1.5.6]|orders-feature/[1.4.2,1.4.2]}', ('features-3-thread-1', FEAT)),
        ('E2', 'INFO', 'FeaturesServiceImpl', 'Done.', ('features-3-thread-1', FEAT)),
        ('E3', 'INFO', 'BlueprintContainerImpl', 'Blueprint bundle {=com.example.orders|com.example.billing|org.apache.karaf.shell.core}/{=1.4.2|2.0.1|4.4.3} has been started', ('{=FelixStartLevel|Blueprint Extender: 1|Blueprint Extender: 2}', BP)),
        ('E4', 'INFO', 'BlueprintContainerImpl', 'Blueprint bundle {=com.example.orders|com.example.billing}/{=1.4.2|2.0.1} is waiting for dependencies [(objectClass=javax.sql.DataSource)]', ('Blueprint Extender: {=1|2|3}', BP)),
        ('E5', 'ERROR', 'BlueprintContainerImpl', 'Unable to start container for blueprint bundle {=com.example.orders|com.example.billing}/{=1.4.2|2.0.1} due to unresolved dependencies [(objectClass=javax.sql.DataSource)]', ('Blueprint Event Dispatcher: 1', BP)),
        ('E6', 'INFO', 'fileinstall', 'Installing bundle {=com.example.orders|com.example.billing|com.example.audit} / {=1.4.2|2.0.1|0.9.0}', ('fileinstall-/opt/karaf/deploy', '9 - org.apache.felix.fileinstall - 3.7.4')),
        ('E7', 'INFO', 'orders-route', 'Processing order file order-{n}.xml from inbox', ('Camel (camel-1) thread #{=1|2|3} - file://inbox', CAMEL)),
        ('E8', 'ERROR', 'DefaultErrorHandler', 'Failed delivery for (MessageId: {hex}{hex}-0000000000000{=001|017|042}). Exhausted after delivery attempt: 1 caught: java.net.ConnectException: Connection refused', ('Camel (camel-1) thread #{=4|5} - JmsConsumer[orders]', CAMEL)),
        ('E9', 'INFO', 'ServerSessionImpl', 'Session {user}@/{ip}:{=51234|49822|60311} authenticated', ('sshd-SshServer[{hex}](port=8101)-nio2-thread-{=1|2|3}', '127 - org.apache.sshd.osgi - 2.9.2')),
        ('E10', 'WARN', 'HttpChannel', 'handleException /api/orders/{n} java.io.IOException: Broken pipe', ('qtp{big}-{=88|91|97}', '183 - org.eclipse.jetty.server - 9.4.50.v20221201')),
        ('E11', 'INFO', 'Main', 'Lock acquired. Setting startlevel to 100', ('main', ' -  - ')),
        ('E12', 'DEBUG', 'ConfigurationAdminImpl', 'Updating configuration {=org.ops4j.pax.web|com.example.orders|org.apache.karaf.shell}', ('CM Configuration Updater', '5 - org.apache.felix.configadmin - 1.9.26')),
    ]))

    ws = extras(WINSTON)
    yield make('winston-json', winston, ws([
        ('E1', 'info', 'checkout-api', 'Server listening on port {=3000|8080}', {}),
        ('E2', 'info', 'checkout-api', 'Connected to MongoDB at mongodb://{=db01.internal|mongo-0.mongo.svc}:27017/checkout', {}),
        ('E3', 'info', 'checkout-api', 'Order {ordid} created for customer {user}', {'amount': '{n}', 'currency': '{=EUR|USD}'}),
        ('E4', 'warn', 'checkout-api', 'Payment provider responded slowly', {'durationMs': '{ms}', 'provider': '{=stripe|adyen}'}),
        ('E5', 'error', 'checkout-api', 'Payment declined for order {ordid}: {=card_declined|insufficient_funds|expired_card}', {'attempt': '{=1|2|3}'}),
        ('E6', 'debug', 'checkout-api', 'Cache miss for key cart:{n}', {}),
        ('E7', 'info', 'checkout-api', 'Inventory reserved for {=1|2|3|5} items in order {ordid}', {'warehouse': '{=AMS1|FRA2|DUB1}'}),
        ('E8', 'error', 'checkout-api', 'Unhandled rejection: connect ECONNREFUSED {ip}:6379', {}),
        ('E9', 'warn', 'checkout-api', 'Retrying job {n} (attempt {=2|3|4} of 5)', {'queue': '{=emails|webhooks}'}),
        ('E10', 'info', 'checkout-api', 'Shutting down gracefully after SIGTERM', {}),
        ('E11', 'debug', 'checkout-api', 'Loaded {=12|37|41} feature flags from config service', {'durationMs': '{ms}'}),
    ]))

    gf = extras(GRAFANA)
    REQ = 'method={=GET|POST} path=/api/{=dashboards/uid/d4Kp2xqVz|datasources/proxy/uid/P1809F7CD0C75ACF3/api/v1/query_range|search|annotations} status={=200|200|304|404} remote_addr={ip} time_ms={=3|12|48|230} duration={=3.1|12.4|48.9|230.2}ms size={n} referer= handler=/api/{=dashboards/uid/:uid|search|annotations}'
    yield make('grafana', grafana, gf([
        ('E1', 'info', 'settings', 'Starting Grafana', ('', 'version=10.{=0|1|2}.{=1|2|3} commit={hex}{hex}{hex}{hex}{hex} branch=HEAD compiled=2023-{=06|08|10}-{=12|21}T{=09|14}:{=22|47}:{=05|38}Z')),
        ('E2', 'info', 'settings', 'Config loaded from', ('', 'file=/usr/share/grafana/conf/defaults.ini')),
        ('E3', 'info', 'sqlstore', 'Connecting to DB', ('', 'dbtype={=sqlite3|postgres|mysql}')),
        ('E4', 'info', 'migrator', 'migrations completed', ('', 'performed=0 skipped={=487|512|538} duration={=402|611|988}.{n}µs')),
        ('E5', 'info', 'http.server', 'HTTP Server Listen', ('', 'address=[::]:3000 protocol=http subUrl= socket=')),
        ('E6', 'info', 'context', 'Request Completed', ('userId={=1|2|7} orgId=1 uname={user}', REQ)),
        ('E7', 'info', 'cleanup', 'Completed cleanup jobs', ('', 'duration={=14|19|33}.{n}ms')),
        ('E8', 'info', 'plugins.update.checker', 'Update check succeeded', ('', 'duration={=31|42|66}.{n}ms')),
        ('E9', 'warn', 'authn.service', 'Failed to authenticate request', ('', 'client=auth.client.session error="user token not found"')),
        ('E10', 'info', 'ticker', 'starting', ('', 'first_tick=2023-{=03|07|11}-{=04|18}T{=06|13}:{=10|42}:{=00|10|20}Z')),
        ('E11', 'error', 'plugins.loader', 'Could not load plugin', ('', 'pluginId={=grafana-piechart-panel|marcusolsson-json-datasource} error="plugin signature invalid"')),
        ('E12', 'debug', 'ngalert.state.manager', 'State manager processing evaluation results', ('', 'rule_uid={hex}{=a|b|c} org_id=1 resultCount={=1|3|8}')),
    ]))

    yield make('dpkg', dpkg, [
        ('E1', None, '', 'startup archives unpack'),
        ('E2', None, '', 'startup packages configure'),
        ('E3', None, '', 'install {pkg} <none> {ver}'),
        ('E4', None, '', 'upgrade {pkg} {old} {ver}'),
        ('E5', None, '', 'configure {pkg} {ver} <none>'),
        ('E6', None, '', 'status half-installed {pkg} {ver}'),
        ('E7', None, '', 'status unpacked {pkg} {ver}'),
        ('E8', None, '', 'status half-configured {pkg} {ver}'),
        ('E9', None, '', 'status installed {pkg} {ver}'),
        ('E10', None, '', 'trigproc {=man-db:amd64 2.11.2-2|libc-bin:amd64 2.36-9+deb12u4|systemd:amd64 252.22-1~deb12u1} <none>'),
        ('E11', None, '', 'remove {pkg} {ver} <none>'),
        ('E12', None, '', 'conffile /etc/{=nginx/nginx.conf|ssh/sshd_config|default/grub|logrotate.d/nginx} {=keep|install}'),
    ])

    yield make('meshtastic', meshtastic, [
        ('E1', 'INFO', '', 'Booted, wake cause 0 (boot count {=1|2|3}), reset_reason={=reset|powerOn|sw reset}'),
        ('E2', 'DEBUG', '', 'Filesystem files ({n}/1048576 Bytes):'),
        ('E3', 'INFO', 'Router', 'Received text msg from={node}, id={node}, msg={=on my way|anyone on the summit?|test 123|battery low, going quiet}'),
        ('E4', 'DEBUG', 'Router', 'Add packet record fr={node}, id={node}'),
        ('E5', 'INFO', 'Power', 'Battery: usbPower={=0|1}, isCharging={=0|1}, batMv={=3712|3890|4025|4187}, batPct={=41|63|88|100}'),
        ('E6', 'DEBUG', 'RadioIf', 'Started Tx (id={node} fr={node} to=0xffffffff, WantAck={=0|1}, HopLim={=1|2|3} ch=0 Portnum={=1|3|67})'),
        ('E7', 'WARN', 'RadioIf', 'Can not send yet, busyRx'),
        ('E8', 'INFO', 'GPS', 'GPS lock acquired, sats={=4|7|11}'),
        ('E9', 'ERROR', 'GPS', 'No GPS lock in {=300|600} seconds, turning GPS off'),
        ('E10', 'INFO', 'DeviceTelemetry', 'Send: air_util_tx={f}, channel_utilization={f}, battery_level={=41|63|88|101}, voltage=4.{=02|11|19}'),
        ('E11', 'INFO', 'mqtt', 'Connected to MQTT server {=mqtt.meshtastic.org|192.168.1.20}'),
        ('E12', 'CRIT', '', 'SX1262 init failed, result -{=2|8|12}'),
    ])

    vm = extras(VM_CALLER)
    yield make('victoriametrics', victoriametrics, vm([
        ('E1', 'info', '', 'build version: victoria-metrics-2023{=0601|0615|0707}-{=101022|144530}-tags-v1.91.{=2|3}-0-g{hex}', 'lib/logger/flag.go:12'),
        ('E2', 'info', '', 'starting VictoriaMetrics at "{=:8428|0.0.0.0:8428}"...', 'app/victoria-metrics/main.go:{=56|59}'),
        ('E3', 'info', '', 'opening storage at "/victoria-metrics-data" with -retentionPeriod={=1|3|12}', 'app/vmstorage/main.go:{=105|107}'),
        ('E4', 'info', '', 'successfully opened storage "/victoria-metrics-data" in {sec} seconds; partsCount: {n}; blocksCount: {n}; rowsCount: {big}; sizeBytes: {big}', 'app/vmstorage/main.go:{=121|123}'),
        ('E5', 'info', '', 'starting http server at http://127.0.0.1:8428/', 'lib/httpserver/httpserver.go:{=96|99}'),
        ('E6', 'info', '', 'created snapshot 2023{=0608|0714|0922}{=102215|031500}-{hex16} in {sec} seconds', 'lib/storage/table.go:{=232|241}'),
        ('E7', 'warn', '', 'cannot scrape target "http://{cip}:9100/metrics" 1 out of 1 times during -promscrape.suppressScrapeErrorsDelay=0s; the last error: cannot read data: dial tcp {cip}:9100: i/o timeout', 'lib/promscrape/scrapework.go:{=386|391}'),
        ('E8', 'error', '', 'error in "/api/v1/query_range": cannot find tag filter matching less than {=300000|500000} time series; either increase -search.maxTagFiltersCacheSize or use more specific tag filters', 'app/vmselect/main.go:{=464|471}'),
        ('E9', 'warn', '', 'dropping {n} rows with timestamps outside the retention period', 'lib/storage/storage.go:{n}'),
        ('E10', 'fatal', '', 'cannot create directory "/victoria-metrics-data/tmp": mkdir /victoria-metrics-data/tmp: permission denied', 'lib/fs/fs.go:{=391|402}'),
        ('E11', 'info', '', 'received signal terminated', 'app/victoria-metrics/main.go:{=74|77}'),
        ('E12', 'info', '', 'gracefully shutting down webservice at "{=:8428|0.0.0.0:8428}"', 'app/victoria-metrics/main.go:{=80|83}'),
    ]))

    dh = extras(DHCP)
    yield make('windows-dhcp-audit', dhcp, dh([
        ('E1', None, '', 'Started', ('00', 'service')),
        ('E2', None, '', 'Stopped', ('01', 'service')),
        ('E3', None, '', 'Assign', ('10', 'lease')),
        ('E4', None, '', 'Renew', ('11', 'lease')),
        ('E5', None, '', 'Release', ('12', 'lease')),
        ('E6', None, '', 'NACK', ('15', 'nack')),
        ('E7', None, '', 'Expired', ('18', 'lease')),
        ('E8', None, '', 'Database Cleanup Begin', ('24', 'service')),
        ('E9', None, '', '{=0|1|3|12} leases expired and {=0|2|5} leases deleted', ('25', 'service')),
        ('E10', None, '', 'DNS Update Request', ('30', 'dns')),
        ('E11', None, '', 'DNS Update Failed', ('31', 'dnsfail')),
        ('E12', None, '', 'DNS Update Successful', ('32', 'dns')),
    ]))


if __name__ == '__main__':
    write('heldout29', heldout29())
