#!/usr/bin/env python3
"""Writes heldout30/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout29.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so lines that continue an event
(a Dropwizard stack trace after `Error handling a request`, the member lines MySQL Router writes under `Metadata for
cluster ... has N member(s)`, OctoPrint's plugin list) are left out.
Run:  python3 tools/bench/data/logformats/make_heldout30.py

Labelling choices:
- keepalived through syslog (/var/log/syslog or messages, `Mmm dd hh:mm:ss host ident[pid]: msg`, the day padded
  with a space): no level (null), syslog's severity is not in the line; component the ident (`Keepalived`, the
  parent, `Keepalived_vrrp`, `Keepalived_healthcheckers`), as other sets take a syslog ident; host and `[pid]` are
  header; the message everything after `]: `, the VRRP instance in parentheses (`(VI_1)`) included, as keepalived
  writes it into its own text.
- Dropwizard application log with Dropwizard's default logFormat (`%-5p [%d{ISO8601,UTC}] %c: %m%n%rEx`, i.e. `LEVEL
  [yyyy-mm-dd hh:mm:ss,mmm] logger: msg`, the level padded to five columns): level the first word (`INFO`, `WARN`,
  `ERROR`, `DEBUG`); component the full logger name before `: ` (`org.eclipse.jetty.server.Server`,
  `io.dropwizard.server.DefaultServerFactory` ...); the message everything after the first `: ` that follows the
  `]`.
- GitLab Rails application_json.log (/var/log/gitlab/gitlab-rails/application_json.log, one JSON object per line:
  severity, time, correlation_id, message): level the `severity` field (`INFO`, `WARN`, `ERROR`, `DEBUG`); no
  component (''); the message the `message` field's text (messages here hold no characters JSON escapes, so the text
  in the line and the decoded value are the same); `time` and `correlation_id` are header.
- Prometheus 2.x server log, default logfmt (`ts=... caller=file.go:line level=lvl [component=name] [key=value ...]
  msg="..." [key=value ...]`; scrape-manager lines put their scrape_pool and target pairs before `msg`): level the
  `level` field (`debug`, `info`, `warn`, `error`); component the `component` field without its quotes (`tsdb`,
  `web`, `rule manager`, `scrape manager`, `notifier`), '' when the line has none; the message the `msg` value
  without its quotes; `ts`, `caller` (a code location) and all other pairs, before or after `msg`, are header.
- rsync's own log file (`--log-file`, default `--log-file-format` `%i %n%L`, and rsyncd's log: `yyyy/mm/dd hh:mm:ss
  [pid] msg`): no level (null) and no component (''); the pid in brackets is header; the message everything after
  `] `. Events: every itemized transfer line (`%i %n`, the 11-character change string and the name both variables) is
  one event, as one log statement writes them; `*deleting` lines and symlink lines (`%L`, ` -> target`) are events of
  their own.
- OctoPrint octoprint.log (Python logging with OctoPrint's format `%(asctime)s - %(name)s - %(levelname)s -
  %(message)s`): level the third field (`INFO`, `WARNING`, `ERROR`, `DEBUG`); component the logger name
  (`octoprint.server`, `octoprint.util.comm`, `octoprint.server.util.sockjs` ...); the message everything after
  the level and its ` - `.
- MySQL Router mysqlrouter.log (`yyyy-mm-dd hh:mm:ss module LEVEL [thread-id] msg`): level the word after the module
  (`INFO`, `WARNING`, `ERROR`, `DEBUG`, and `SYSTEM`, Router's level for start and stop lines that are always
  written, read as info); component the module (`main`, `io`, `http_server`, `metadata_cache`, `routing` ...); the
  thread id in brackets is header; the message everything after `] `, a route name in brackets at its start
  (`[routing:bootstrap_rw]`) included, as Router writes it into its text.
- stunnel log (`output` file or foreground stderr: `yyyy.mm.dd hh:mm:ss LOGn[id]: msg`): level the syslog number
  in `LOGn`, read by syslog's scale (0 to 2 critical, 3 error, 4 warning, 5 notice, 6 info, 7 debug); no component
  (''): the id in brackets (`ui`, or a connection number) is header; the message everything after `]: `, the service
  name in `Service [name]` included.
"""
import json
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(3030)

CUR = {'event': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')


def sfloat(lo, hi, digits):
    return ('%.' + str(digits) + 'f') % R.uniform(lo, hi)


def grouped(n):
    return f'{n:,}'


EXTRA = {
    'f': lambda: sfloat(0.05, 9.9, 2),
    'dur': lambda: R.choice([sfloat(1, 900, 3) + 'ms', sfloat(1, 90, 6) + 'ms', sfloat(100, 999, 3) + 'µs', sfloat(1, 3, 6) + 's']),
    'mint': lambda: str(CUR.setdefault('mint', R.randint(843000, 850000) * 2000000)),
    'maxt': lambda: str(CUR['mint'] + 7200000 - 1),
    'ulid': lambda: '01H' + ''.join(R.choice('0123456789ABCDEFGHJKMNPQRSTVWXYZ') for _ in range(23)),
    'sbytes': lambda: grouped(R.randint(900, 90000000)),
    'rbytes': lambda: grouped(R.randint(35, 90000)),
    'tbytes': lambda: grouped(R.randint(90000000, 9000000000)),
    'eph': lambda: str(R.randint(32768, 60999)),
    'cip': lambda: CUR['ip'],
    'cuser': lambda: CUR['user'],
    'path': lambda: R.choice(['docs/report-2023.pdf', 'photos/2023/IMG_{n}.jpg', 'src/app/main.py', 'etc/nginx/sites-available/default',
                              'var/www/html/index.html', 'home/{user}/.bashrc', 'db/dump-{n}.sql.gz']),
    'dir': lambda: R.choice(['photos/2023/', 'src/app/', 'db/', 'home/{user}/', 'var/www/html/assets/']),
    'proj': lambda: R.choice(['platform/api', 'platform/web', 'data/etl-jobs', 'infra/terraform', 'mobile/ios-app']),
    'gcode': lambda: R.choice(['benchy.gcode', 'bracket_v2.gcode', 'calibration_cube.gcode', 'lid-PETG-0.2mm.gcode']),
    'svc': lambda: CUR['svc'],
    'item': lambda: (R.choice(['>f+++++++++', '>f.st......', '>f..t......', '>f.st.p....']) + ' ' + EXTRA['path']()
                     if R.random() < 0.7 else R.choice(['cd+++++++++', '.d..t......']) + ' ' + EXTRA['dir']()),
    'mhost': lambda: CUR['mhost'],
    'rhost': lambda: R.choice(['web01.internal', 'db01.internal', 'laptop-' + CUR['user'] + '.lan']),
    'sub': lambda: R.choice(['', 'web01/', CUR['user'] + '/']),
    'bdir': lambda: R.choice(['web01', 'db01', 'laptop-' + CUR['user']]),
}


def pick(t):
    """`{=a|b|c}` choices drawn per row; this file's own placeholders (EXTRA, which may hold genlog placeholders
    themselves) and genlog's (`fill`) filled after."""
    t = CHOICE.sub(lambda m: R.choice(m.group(1).split('|')), t)
    t = re.sub(r'\{(\w+)\}', lambda m: fill(EXTRA[m.group(1)]()) if m.group(1) in EXTRA else var(m.group(1)), t)
    return t.replace('⟨', '{').replace('⟩', '}')  # literal braces around a word, written ⟨word⟩ in a template


def make(name, header, events, table=None):
    saved = dict(NORM)
    NORM.update(table or {})
    try:
        out = []
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, ip=var('ip'), user=R.choice(USERS + ['backup', 'deploy']),
                       svc=R.choice(['https', 'redis-tls', 'smtps']), mhost=R.choice(['mysql2', 'mysql3']))
            CUR.pop('mint', None)
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


# --- keepalived ---------------------------------------------------------------------------------------------------
KA_PID = {'Keepalived': 1187, 'Keepalived_vrrp': 1189, 'Keepalived_healthcheckers': 1188}


def keepalived(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {R.choice(['lb1', 'lb2'])} {c}[{KA_PID[c]}]: {m}"


# --- Dropwizard ---------------------------------------------------------------------------------------------------
def dropwizard(l, c, m):
    t = when()
    return f"{l:<5} [{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d}] {c}: {m}"


# --- GitLab -------------------------------------------------------------------------------------------------------
def gitlab(l, c, m):
    t = when()
    row = {'severity': l, 'time': f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z",
           'correlation_id': '%032x' % R.getrandbits(128), 'message': m}
    return json.dumps(row, separators=(',', ':'))


# --- Prometheus ---------------------------------------------------------------------------------------------------
PROM = {}


def q(v):
    return v if v and not re.search(r'[\s="]', v) else '"' + v + '"'


def prometheus(l, c, m):
    t = when()
    caller, pre, post = PROM[CUR['event']]
    parts = [f"ts={t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z", f'caller={pick(caller)}', f'level={l}']
    if c:
        parts.append(f'component={q(c)}')
    if pre:
        parts.append(pick(pre))
    parts.append(f'msg={q(m)}')
    if post:
        parts.append(pick(post))
    return ' '.join(parts)


# --- rsync --------------------------------------------------------------------------------------------------------
def rsync(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{R.choice([4127, 4127, 18833, 29071])}] {m}"


# --- OctoPrint ----------------------------------------------------------------------------------------------------
def octoprint(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} - {c} - {l} - {m}"


# --- MySQL Router -------------------------------------------------------------------------------------------------
ROUTER_THREAD = {'main': '7f3c9e1d8780', 'io': '7f3c9e1d8780', 'http_server': '7f3c9e1d8780',
                 'metadata_cache_plugin': '7f3c91ffb640', 'metadata_cache': '7f3c917fa640', 'routing': '7f3c7a7fc640'}


def mysqlrouter(l, c, m):
    th = ROUTER_THREAD[c] if R.random() < 0.7 else '7f3c%08x' % R.getrandbits(32)
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {c} {l} [{th}] {m}"


# --- stunnel ------------------------------------------------------------------------------------------------------
ST_KIND = {}


def stunnel(l, c, m):
    ident = 'ui' if ST_KIND[CUR['event']] == 'ui' else str(R.randint(0, 240))
    return f"{stamp('{y}.{mo:02d}.{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l}[{ident}]: {m}"


def heldout30():
    yield make('keepalived', keepalived, [
        ('E1', None, 'Keepalived', 'Starting Keepalived v2.2.{=7|8} (01/16,2022)'),
        ('E4', None, 'Keepalived_vrrp', '(VI_{=1|2}) Entering BACKUP STATE (init)'),
        ('E5', None, 'Keepalived_vrrp', '(VI_{=1|2}) Entering MASTER STATE'),
        ('E6', None, 'Keepalived_vrrp', '(VI_{=1|2}) Master received advert from {ip} with higher priority {=150|200}, ours {=100|110}'),
        ('E7', None, 'Keepalived_vrrp', '(VI_{=1|2}) received lower priority ({=90|95}) advert from {ip} - discarding'),
        ('E8', None, 'Keepalived_vrrp', 'Script `chk_{=haproxy|nginx}` now returning {=1|2}'),
        ('E9', None, 'Keepalived_vrrp', 'VRRP_Script(chk_{=haproxy|nginx}) failed (exited with status {=1|2})'),
        ('E13', None, 'Keepalived_vrrp', 'VRRP_Script(chk_{=haproxy|nginx}) succeeded'),
        ('E10', None, 'Keepalived_healthcheckers', 'TCP connection to [{ip}]:tcp:{=80|443|3306} success.'),
        ('E14', None, 'Keepalived_healthcheckers', 'TCP connection to [{ip}]:tcp:{=80|443|3306} failed.'),
        ('E11', None, 'Keepalived_healthcheckers', 'Removing service [{ip}]:tcp:{=80|443} from VS [10.0.0.{=100|101}]:tcp:{=80|443}'),
        ('E12', None, 'Keepalived_vrrp', 'Netlink reports {=eth0|eth1|bond0} {=down|up}'),
    ])

    yield make('dropwizard', dropwizard, [
        ('E1', 'INFO', 'io.dropwizard.server.DefaultServerFactory', 'Registering jersey handler with root path prefix: /'),
        ('E2', 'INFO', 'io.dropwizard.server.DefaultServerFactory', 'Registering admin handler with root path prefix: /'),
        ('E3', 'INFO', 'org.eclipse.jetty.server.Server', 'jetty-10.0.{=15|16}; built: 2023-{=05|07}-{=17|25}T08:{=12|50}:11.771Z; git: {hex}{hex}{hex}{hex}{hex}; jvm 17.0.{=7|8}+{=7|8}'),
        ('E4', 'INFO', 'org.eclipse.jetty.server.Server', 'Started Server@{hex}⟨STARTING⟩[10.0.{=15|16},sto=30000] @{n}ms'),
        ('E5', 'INFO', 'org.eclipse.jetty.server.AbstractConnector', 'Started application@{hex}{HTTP/1.1, (http/1.1)}{0.0.0.0:{=8080|9000}}'),
        ('E6', 'INFO', 'com.example.orders.resources.OrderResource', 'Created order {n} for customer {n}'),
        ('E7', 'ERROR', 'io.dropwizard.jersey.errors.LoggingExceptionMapper', 'Error handling a request: {hex}{hex}'),
        ('E8', 'WARN', 'org.hibernate.engine.jdbc.spi.SqlExceptionHelper', 'SQL Error: 0, SQLState: 08001'),
        ('E9', 'ERROR', 'org.hibernate.engine.jdbc.spi.SqlExceptionHelper', 'Connection to {=db01.internal|10.0.3.7}:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.'),
        ('E10', 'INFO', 'org.eclipse.jetty.server.session', 'node0 Scavenging every {=600000|660000}ms'),
        ('E11', 'DEBUG', 'com.example.orders.db.OrderDAO', 'Fetched {=0|12|50} orders for page {=1|2|7} in {ms} ms'),
        ('E12', 'INFO', 'org.eclipse.jetty.server.AbstractConnector', 'Stopped application@{hex}{HTTP/1.1, (http/1.1)}{0.0.0.0:{=8080|9000}}'),
    ])

    yield make('gitlab-application-json', gitlab, [
        ('E1', 'INFO', '', 'User {cuser} ({cuser}@example.com) was created'),
        ('E2', 'INFO', '', 'Project {proj} was created'),
        ('E3', 'INFO', '', 'Project {proj} was removed'),
        ('E4', 'INFO', '', 'Group {=platform|data|infra|mobile} was created'),
        ('E5', 'INFO', '', 'User {cuser} was blocked by admin'),
        ('E6', 'ERROR', '', 'Repository cleanup failed for {proj}: {=Gitaly request timed out|No space left on device}'),
        ('E7', 'INFO', '', 'Personal access token {n} of user {cuser} was revoked'),
        ('E8', 'INFO', '', 'Deploy key {n} was added to project {proj}'),
        ('E9', 'WARN', '', 'Import of {proj} has been running for more than {=60|120} minutes'),
        ('E10', 'ERROR', '', 'Failed to deliver notification email to {cuser}@example.com: Net::ReadTimeout'),
        ('E11', 'INFO', '', 'Branch {=main|develop|release-2.3} of project {proj} was protected'),
    ])

    pr = extras(PROM)
    SCRAPE = 'scrape_pool={=node|cadvisor|blackbox} target=http://{ip}:{=9100|8080|9115}/metrics'
    yield make('prometheus', prometheus, pr([
        ('E1', 'info', '', 'Starting Prometheus Server', ('main.go:{=585|617}', '', 'mode=server version="(version=2.{=45|47}.{=0|1}, branch=HEAD, revision={hex}{hex}{hex}{hex}{hex})"')),
        ('E2', 'info', 'web', 'Start listening for connections', ('web.go:{=566|598}', '', 'address=0.0.0.0:9090')),
        ('E3', 'info', 'tsdb', 'Replaying on-disk memory mappable chunks if any', ('head.go:{=587|646}', '', '')),
        ('E4', 'info', 'tsdb', 'WAL segment loaded', ('head.go:{=755|794}', '', 'segment={=0|3|17} maxSegment={=17|42}')),
        ('E5', 'info', '', 'TSDB started', ('main.go:{=1051|1103}', '', '')),
        ('E6', 'info', '', 'Completed loading of configuration file', ('main.go:{=1251|1372}', '', 'filename=/etc/prometheus/prometheus.yml totalDuration={dur} db_storage={dur} remote_storage={dur} web_handler={dur} query_engine={dur} scrape={dur} notify={dur}')),
        ('E7', 'info', 'rule manager', 'Starting rule manager...', ('manager.go:{=1009|1071}', '', '')),
        ('E8', 'info', 'tsdb', 'write block', ('compact.go:{=519|728}', '', 'mint={mint} maxt={maxt} ulid={ulid} duration={dur}')),
        ('E9', 'debug', 'scrape manager', 'Scrape failed', ('scrape.go:{=1384|1400}', SCRAPE, 'err="context deadline exceeded"')),
        ('E10', 'warn', 'scrape manager', 'Error on ingesting samples that are too old or are too far into the future', ('scrape.go:{=1696|1722}', SCRAPE, 'num_dropped={n}')),
        ('E11', 'error', 'notifier', 'Error sending alert', ('notifier.go:{=530|597}', '', 'alertmanager=http://{cip}:9093/api/v2/alerts count={=1|3|12} err="Post http://{cip}:9093/api/v2/alerts: dial tcp {cip}:9093: connect: connection refused"')),
        ('E12', 'warn', '', 'Received SIGTERM, exiting gracefully...', ('main.go:{=832|867}', '', '')),
    ]))

    yield make('rsync-logfile', rsync, [
        ('E1', None, '', 'building file list'),
        ('E2', None, '', '{item}'),
        ('E3', None, '', '*deleting   {path}'),
        ('E4', None, '', 'cL+++++++++ {=lib/libfoo.so -> libfoo.so.3|lib/libfoo.so -> libfoo.so.2|current -> releases/2023-08-19|current -> releases/2023-04-12|www/latest -> www/v4.1}'),
        ('E5', None, '', 'sent {sbytes} bytes  received {rbytes} bytes  total size {tbytes}'),
        ('E6', None, '', 'created directory /srv/backup/{bdir}'),
        ('E7', None, '', 'rsync: [sender] send_files failed to open "/{path}": Permission denied (13)'),
        ('E8', None, '', 'rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.{=3|7}]'),
        ('E9', None, '', 'connect from {rhost} ({cip})'),
        ('E10', None, '', 'rsync {=to|on} {=backup|www|home}/{sub} from {cuser}@{rhost} ({cip})'),
        ('E11', None, '', 'rsync: connection unexpectedly closed ({n} bytes received so far) [{=receiver|sender|generator}]'),
    ])

    yield make('octoprint', octoprint, [
        ('E1', 'INFO', 'octoprint.startup', 'Starting OctoPrint 1.{=9|10}.{=2|3}'),
        ('E2', 'INFO', 'octoprint.server', 'Listening on http://0.0.0.0:5000 and http://[::]:5000'),
        ('E3', 'INFO', 'octoprint.util.comm', 'Changing monitoring state from "{=Offline" to "Opening serial connection|Connecting" to "Operational|Operational" to "Printing|Printing" to "Finishing|Finishing" to "Operational}"'),
        ('E4', 'INFO', 'octoprint.util.comm', 'Connecting to port {=/dev/ttyUSB0|/dev/ttyACM0}, baudrate {=115200|250000}'),
        ('E5', 'INFO', 'octoprint.util.comm', 'Printer reports firmware name "{=Marlin 2.1.2.1 (Jun  2 2023 14:10:37)|Prusa-Firmware 3.13.0 based on Marlin|Marlin bugfix-2.1.x}"'),
        ('E6', 'INFO', 'octoprint.server.util.sockjs', 'New connection from client: {ip}'),
        ('E7', 'INFO', 'octoprint.server.util.sockjs', 'Client connection closed: {ip}'),
        ('E8', 'INFO', 'octoprint.access.users', 'Logging in user {user} from {ip} via credentials'),
        ('E9', 'INFO', 'octoprint.printer.standard.job', 'Print job started - origin: local, path: {gcode}, owner: {user}'),
        ('E10', 'WARNING', 'octoprint.util.comm', 'No response from printer after {=3|5} consecutive communication timeouts, considering it dead.'),
        ('E11', 'ERROR', 'octoprint.util.comm', 'Unexpected error while reading from serial port'),
        ('E12', 'INFO', 'octoprint.filemanager.analysis', 'Analysis of entry local:{gcode} finished, needed {f}s'),
    ])

    yield make('mysql-router', mysqlrouter, [
        ('E1', 'SYSTEM', 'main', "Starting 'mysqlrouter', version: 8.0.{=33|34|35} (MySQL Community - GPL)"),
        ('E2', 'INFO', 'io', "starting {=4|8|16} io-threads, using backend 'linux_epoll'"),
        ('E3', 'INFO', 'http_server', 'listening on 0.0.0.0:8443'),
        ('E4', 'INFO', 'metadata_cache_plugin', 'Starting Metadata Cache'),
        ('E5', 'INFO', 'routing', '[routing:bootstrap_{=rw|ro|x_rw|x_ro}] started: routing strategy = {=first-available|round-robin-with-fallback}'),
        ('E6', 'INFO', 'routing', 'Start accepting connections for routing routing:bootstrap_{=rw|ro} listening on {=6446|6447}'),
        ('E7', 'INFO', 'metadata_cache', 'Connected with metadata server running on {=mysql1|mysql2|db01.internal}:3306'),
        ('E8', 'INFO', 'metadata_cache', "Metadata for cluster '{=prodCluster|mycluster}' has {=3|5} member(s), single-primary:"),
        ('E9', 'INFO', 'metadata_cache', 'Potential changes detected in cluster after metadata refresh (view_id={=0|1|2})'),
        ('E10', 'WARNING', 'metadata_cache', "Failed connecting with Metadata Server {mhost}:3306: Can't connect to MySQL server on '{mhost}:3306' (111) (2003)"),
        ('E11', 'WARNING', 'routing', 'Timeout reached trying to connect to MySQL Server {=mysql1|mysql2}:3306: Connection timed out'),
        ('E12', 'ERROR', 'metadata_cache', "Unable to fetch metadata for cluster '{=prodCluster|mycluster}': no reachable metadata server"),
    ], {'system': 'info'})

    st = extras(ST_KIND)
    yield make('stunnel', stunnel, st([
        ('E1', 'LOG5', '', 'stunnel 5.{=68|69|71} on x86_64-pc-linux-gnu platform', 'ui'),
        ('E2', 'LOG5', '', 'Reading configuration from file /etc/stunnel/{=stunnel.conf|redis.conf}', 'ui'),
        ('E3', 'LOG5', '', 'Configuration successful', 'ui'),
        ('E4', 'LOG4', '', 'Service [{svc}] needs authentication to prevent MITM attacks', 'ui'),
        ('E5', 'LOG6', '', 'Initializing service [{svc}]', 'ui'),
        ('E6', 'LOG5', '', 'Service [{svc}] accepted connection from {ip}:{eph}', 'conn'),
        ('E7', 'LOG5', '', 's_connect: connected {=127.0.0.1:6379|127.0.0.1:8080|10.0.2.15:25}', 'conn'),
        ('E8', 'LOG6', '', '{=TLSv1.3 ciphersuite: TLS_AES_256_GCM_SHA384|TLSv1.2 ciphersuite: ECDHE-RSA-AES256-GCM-SHA384} (256-bit encryption)', 'conn'),
        ('E9', 'LOG5', '', 'Connection closed: {n} byte(s) sent to TLS, {n} byte(s) sent to socket', 'conn'),
        ('E10', 'LOG3', '', 'SSL_accept: ssl/record/ssl3_record.c:354: error:0A00010B:SSL routines::wrong version number', 'conn'),
        ('E11', 'LOG3', '', 's_connect: connect {=127.0.0.1:8080|127.0.0.1:6379}: Connection refused (111)', 'conn'),
        ('E12', 'LOG7', '', 'Service [{svc}] started', 'conn'),
    ]), {'log0': 'critical', 'log1': 'critical', 'log2': 'critical', 'log3': 'error', 'log4': 'warning', 'log5': 'notice',
         'log6': 'info', 'log7': 'debug'})


if __name__ == '__main__':
    write('heldout30', heldout30())
