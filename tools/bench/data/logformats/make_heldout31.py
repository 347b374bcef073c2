#!/usr/bin/env python3
"""Writes heldout31/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout30.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so lines that continue an event
(the member table Hazelcast prints under `Members {size:N, ver:M} [`, the banner and logo lines at its start) are
left out.
Run:  python3 tools/bench/data/logformats/make_heldout31.py

Labelling choices:
- Jaeger (v1 all-in-one, collector, query) on stderr: zap's production JSON encoder, one object per line, keys in
  zap's order `level`, `ts` (epoch seconds as a JSON number with a fraction), `caller` (file.go:line), `msg`, then
  the fields of the call: level the `level` field (`debug`, `info`, `warn`, `error`); no component (''): `caller` is
  a code location and header, as the other fields are; the message the `msg` field's text (messages here hold no
  characters JSON escapes, so the text in the line and the decoded value are the same).
- NZBGet's log file (nzbget.log, `WriteLog=append`: tab-separated `ctime stamp<TAB>KIND<TAB>text`, the stamp as C's
  ctime writes it, `Sat Aug  5 10:15:31 2023`, the day padded with a space): level the second column (`INFO`,
  `WARNING`, `ERROR`, and `DETAIL`, NZBGet's level below INFO for per-file and per-connection detail, read as debug,
  as heldout20 reads a DETAIL level); no component (''); the message the third column.
- Hazelcast Platform 5.x as its Docker image logs (log4j2 with the image's pattern `%d [%5p] [%t] [%c{1.}]: %m%n`
  without colour: `yyyy-mm-dd hh:mm:ss,mmm [ INFO] [thread] [c.h.i.c.ClusterService]: msg`, the level right-aligned
  to five columns inside its brackets): level the word in the first brackets (`INFO`, `WARN`, `ERROR`, `DEBUG`);
  component the logger in the third brackets as written, abbreviated to initials but for its last part
  (`c.h.i.c.ClusterService`, `c.h.system`); the thread in the second brackets is header; the message everything after
  `]: `, the member prefix Hazelcast writes into its own text (`[172.17.0.2]:5701 [dev] [5.3.1] `) included.
- coturn 4.6 turnserver log (its log file or stdout with default options: `uptime: (tid): LEVEL: msg`, the first
  number the seconds since the server started, not a clock): level the word after the thread id (`INFO`, `WARNING`,
  `ERROR`, `DEBUG`); no component (''); the uptime and the thread id in parentheses are header; the message
  everything after `LEVEL: `, the `session NNN:` prefix of allocation lines included, as coturn writes it.
- Juniper Junos OS local syslog file (/var/log/messages, `Mmm dd hh:mm:ss  host process[pid]: TAG: msg`, two spaces
  between the time and the host name as Junos writes its own files, the day padded with a space): no level (null),
  the severity is not in the line; component the process name (`rpd`, `mgd`, `sshd`, `mib2d`, `chassisd`), as
  other sets take a syslog ident; host and `[pid]` are header; the message everything after `]: `, the upper-case
  system log tag (`RPD_BGP_NEIGHBOR_STATE_CHANGED:`, `UI_COMMIT:`) included, as it opens the text Junos writes.
- Go service logging with the standard library's log/slog text handler (`slog.NewTextHandler(os.Stderr, nil)`,
  loggers made with `.With("component", name)`: logfmt `time=RFC3339-with-ms level=LEVEL msg=... [component=name]
  [key=value ...]`, slog putting a logger's With attributes after `msg` and before the call's own): level the `level`
  field (`DEBUG`, `INFO`, `WARN`, `ERROR`); component the `component` attribute's value, '' when the line has none,
  as docker-logfmt in heldout5 takes its `module` pair after `msg`; the message the `msg` value without its quotes
  (a one-word message is written unquoted); `time` and every other pair are header.
- GNU Mailman 3 core logs (var/logs/mailman.log, smtp.log, bounce.log, vette.log all share the layout `%(asctime)s
  (%(process)d) %(message)s` with the date format `%b %d %H:%M:%S %Y`: `Aug 05 10:15:31 2023 (1234) msg`, the year
  after the time): no level (null) and no component (''); the pid in parentheses is header; the message everything
  after `) `.
- dnsmasq's own log file (`log-facility=/var/log/dnsmasq.log`: `Mmm dd hh:mm:ss ident[pid]: msg`, no host name, the
  day padded with a space): no level (null); component the ident (`dnsmasq`, `dnsmasq-dhcp`, `dnsmasq-tftp`), as
  other sets take a syslog ident; `[pid]` is header; the message everything after `]: `. Events: a `query[TYPE]`
  line is one event whatever its record type (one log statement writes them), `forwarded`, `reply`, `cached` and
  each DHCP message kind are events of their own.
"""
import json
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(3131)

CUR = {'event': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')
DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']


def sfloat(lo, hi, digits):
    return ('%.' + str(digits) + 'f') % R.uniform(lo, hi)


EXTRA = {
    'f': lambda: sfloat(0.05, 9.9, 2),
    'cip': lambda: CUR['ip'],
    'mip': lambda: CUR['mip'],
    'hzv': lambda: CUR['hzv'],
    'peer': lambda: CUR['peer'],
    'tid64': lambda: '%016x' % R.getrandbits(64),
    'sid64': lambda: '%016x' % R.getrandbits(64),
    'nzb': lambda: CUR['nzb'],
    'rar': lambda: CUR['nzb'] + R.choice(['.part01.rar', '.part07.rar', '.part23.rar', '.par2', '.vol03+04.par2', '.nfo']),
    'news': lambda: R.choice(['news.example.net', 'eu.newshosting.example', 'reader.usenet.example']),
    'sess': lambda: '%03d%015d' % (R.randint(1, 4), R.randint(1, 999)),
    'realm': lambda: R.choice(['example.org', 'turn.example.net']),
    'cuser': lambda: CUR['user'],
    'ifc': lambda: R.choice(['ge-0/0/0', 'ge-0/0/1', 'xe-1/0/0', 'ae0']),
    'asn': lambda: str(R.choice([64512, 65001, 65002, 65100, 13335, 3356])),
    'list': lambda: CUR['list'],
    'msgid': lambda: '<%s@%s>' % ('%016x' % R.getrandbits(64), R.choice(['mail.example.com', 'example.org', 'mx.example.net'])),
    'dom': lambda: R.choice(['example.com', 'api.github.com', 'time.cloudflare.com', 'connectivity-check.ubuntu.com',
                             'www.google.com', 'router.lan', 'nas.lan', 'ocsp.digicert.com']),
    'lip': lambda: '192.168.1.%d' % R.randint(2, 250),
    'dur': lambda: R.choice([sfloat(0.2, 900, 3) + 'ms', sfloat(1, 90, 6) + 's', sfloat(100, 999, 3) + 'µs']),
    'ulid': lambda: '%032x' % R.getrandbits(128),
    'spanerr': lambda: R.choice(['context deadline exceeded', 'no available connection', 'dial tcp {ip}:9042: connect: connection refused']),
    'commitc': lambda: R.choice(['none', 'none', 'change ticket CHG{n}']),
    'delerr': lambda: R.choice(['Post https://{host}/ingest: context deadline exceeded', 'unexpected status 502',
                                'dial tcp {ip}:443: connect: connection refused']),
    'cached': lambda: R.choice(['<CNAME>', 'NODATA-IPv6', '{ip}', '{ip}']),
    'seg': lambda: (lambda tot: '%d/%d' % (R.randint(1, tot), tot))(R.randint(20, 3000)),
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
        CUR['clock'] = R.randint(0, 40)
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, ip=var('ip'), user=R.choice(USERS + ['backup', 'deploy']),
                       mip=R.choice(['172.17.0.2', '172.17.0.3', '10.0.4.11']), hzv=R.choice(['5.3.1', '5.3.2', '5.3.6']),
                       peer=R.choice(['10.0.0.2', '10.0.0.6', '192.0.2.14', '198.51.100.9']),
                       nzb=R.choice(['ubuntu-22.04.3-desktop-amd64', 'Debian.12.1.0.DVD', 'Big.Buck.Bunny.2008.1080p',
                                     'Sintel.2010.720p.x264', 'LibreOffice.7.6.Portable']),
                       list=R.choice(['announce@lists.example.org', 'dev@lists.example.org', 'users@lists.example.org']))
            CUR['clock'] += R.randint(0, 90)
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


# --- Jaeger (zap JSON) --------------------------------------------------------------------------------------------
JAEGER = {}


def jaeger(l, c, m):
    t = when()
    caller, fields = JAEGER[CUR['event']]
    ts = '%d.%07d' % (int(t.timestamp()), R.randint(0, 9999999))
    head = '{"level":%s,"ts":%s,"caller":%s,"msg":%s' % (json.dumps(l), ts, json.dumps(pick(caller)), json.dumps(m))
    return head + (',' + pick(fields) if fields else '') + '}'


# --- NZBGet -------------------------------------------------------------------------------------------------------
def ctime(t):
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {t.year}"


def nzbget(l, c, m):
    return f"{ctime(when())}\t{l}\t{m}"


# --- Hazelcast ----------------------------------------------------------------------------------------------------
HZ_THREAD = {}


def hazelcast(l, c, m):
    t = when()
    th = pick(HZ_THREAD[CUR['event']])
    return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} [{l:>5}] [{th}] [{c}]: {m}"


# --- coturn -------------------------------------------------------------------------------------------------------
def coturn(l, c, m):
    return f"{CUR['clock']}: ({R.choice([21, 22, 23, 24, 1187])}): {l}: {m}"


# --- Junos --------------------------------------------------------------------------------------------------------
JUNOS_PID = {'rpd': 1634, 'mgd': 40211, 'sshd': 40209, 'mib2d': 1622, 'chassisd': 1456, 'dcd': 1500}


def junos(l, c, m):
    t = when()
    pid = JUNOS_PID[c] if c not in ('mgd', 'sshd') else R.randint(30000, 69999)
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S}  {R.choice(['mx1-fra', 'mx2-fra'])} {c}[{pid}]: {m}"


# --- Go log/slog text handler -------------------------------------------------------------------------------------
SLOG = {}


def sq(v):
    return v if v and not re.search(r'[\s="]', v) else '"' + v + '"'


def slogtext(l, c, m):
    t = when()
    ms = t.microsecond // 1000
    parts = [f"time={t:%Y-%m-%dT%H:%M:%S}.{ms:03d}+02:00", f'level={l}', f'msg={sq(m)}']
    if c:
        parts.append(f'component={c}')
    post = SLOG[CUR['event']]
    if post:
        parts.append(pick(post))
    return ' '.join(parts)


# --- Mailman 3 ----------------------------------------------------------------------------------------------------
MM_PID = {}


def mailman(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.year} ({MM_PID[CUR['event']]}) {m}"


# --- dnsmasq ------------------------------------------------------------------------------------------------------
def dnsmasq(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {c}[{R.choice([812, 812, 812, 2291])}]: {m}"


def heldout31():
    jg = extras(JAEGER)
    yield make('jaeger', jaeger, jg([
        ('E1', 'info', '', 'Mounting metrics handler on admin server', ('flags/service.go:{=119|117}', '"route":"/metrics"')),
        ('E2', 'info', '', 'Starting admin HTTP server', ('flags/admin.go:{=130|128}', '"http-addr":":14269"')),
        ('E3', 'info', '', 'Memory storage initialized', ('memory/factory.go:{=85|66}', '"configuration":⟨"MaxTraces":{=0|50000|100000}⟩')),
        ('E4', 'info', '', 'Starting jaeger-collector gRPC server', ('server/grpc.go:{=104|102}', '"grpc.host-port":"[::]:14250"')),
        ('E5', 'info', '', 'Starting jaeger-collector HTTP server', ('server/http.go:{=48|52}', '"http host-port":"[::]:14268"')),
        ('E6', 'info', '', 'Health Check state change', ('healthcheck/handler.go:{=129|118}', '"status":"{=ready|unavailable}"')),
        ('E7', 'info', '', 'Query server started', ('app/server.go:{=287|302}', '"http_addr":"[::]:16686","grpc_addr":"[::]:16685"')),
        ('E8', 'debug', '', 'Span written to the storage by the collector', ('app/span_processor.go:{=181|195}',
                                                                              '"trace-id":"{tid64}","span-id":"{sid64}"')),
        ('E9', 'error', '', 'Failed to save span', ('app/span_processor.go:{=152|160}', '"error":"{spanerr}"')),
        ('E10', 'warn', '', 'Using the 0.0.0.0 address exposes this server to every network interface, which may facilitate Denial of Service attacks',
         ('internal/warning.go:{=40|51}', '"documentation":"https://github.com/open-telemetry/opentelemetry-collector/blob/main/docs/security-best-practices.md#safeguards-against-denial-of-service-attacks"')),
        ('E11', 'info', '', 'Shutting down collector HTTP server', ('app/collector.go:{=178|190}', '')),
        ('E12', 'info', '', 'Archive storage not created', ('app/query.go:{=99|87}', '"reason":"archive storage not supported"')),
    ]))

    yield make('nzbget', nzbget, [
        ('E1', 'INFO', '', 'nzbget 21.{=0|1} server-mode'),
        ('E2', 'INFO', '', 'Collection {nzb} added to queue'),
        ('E3', 'DETAIL', '', 'Downloading {rar} [{seg}] @ {news} ({=1|2|3})'),
        ('E4', 'INFO', '', 'Successfully downloaded {nzb}/{rar}'),
        ('E5', 'WARNING', '', '{rar} [{seg}] @ {news} ({=1|2|3}) failed: article not found'),
        ('E6', 'ERROR', '', 'Could not connect to {news}: {=Connection refused|Connection timed out|Name or service not known}'),
        ('E7', 'INFO', '', 'Unpack for {nzb} successful'),
        ('E8', 'INFO', '', 'Collection {nzb} added to history'),
        ('E9', 'WARNING', '', 'Blocking {news} ({=1|2|3}) for {=10|60|300} sec'),
        ('E10', 'INFO', '', 'Executing post-process-script {=Email.py|Logger.py|Clean.py} for {nzb}'),
        ('E11', 'DETAIL', '', 'Verifying {rar}'),
        ('E12', 'ERROR', '', 'Unpack for {nzb} failed: {=disk full|wrong password|archive corrupted}'),
    ], {'detail': 'debug'})

    hz = extras(HZ_THREAD)
    MP = '[{mip}]:5701 [dev] [{hzv}] '
    yield make('hazelcast', hazelcast, hz([
        ('E1', 'INFO', 'c.h.i.c.AbstractConfigLocator', "Loading '{=hazelcast-docker.xml|hazelcast.yaml}' from the classpath.", 'main'),
        ('E2', 'INFO', 'c.h.system', MP + 'Hazelcast Platform {hzv} (2023{=0623|0912|1107} - {hex}) starting at [{mip}]:5701', 'main'),
        ('E3', 'INFO', 'c.h.i.i.Node', MP + 'Using {=Multicast|TCP/IP|Kubernetes} discovery', 'main'),
        ('E4', 'INFO', 'c.h.c.LifecycleService', MP + '[{mip}]:5701 is {=STARTING|STARTED|SHUTTING_DOWN|SHUTDOWN}', 'main'),
        ('E5', 'INFO', 'c.h.i.s.t.TcpServerConnection', MP + 'Initialized new cluster connection between /{mip}:5701 and /{ip}:{=41233|5701|38892}',
         'hz.{=elegant_jang|vigilant_kare}.IO.thread-{=in|out}-{=0|1|2}'),
        ('E6', 'WARN', 'c.h.i.c.i.MembershipManager', MP + 'Member [{ip}]:5701 - {uuid} is suspected to be dead for reason: Suspecting Member [{ip}]:5701 because it has not sent any heartbeats since {=2023-08-19|2023-09-02|2023-11-14} {=10|14|22}:{=05|31|47}:{=11|42}.{=112|907}. Now: {=2023-08-19|2023-09-02|2023-11-14} {=10|14|22}:{=06|32|48}:{=12|43}.{=115|910}, heartbeat timeout: 60000 ms, suspicion level: 1.00',
         'hz.{=elegant_jang|vigilant_kare}.cached.thread-{=2|3|7}'),
        ('E7', 'INFO', 'c.h.i.p.i.MigrationManager', MP + 'Repartitioning cluster data. Migration tasks count: {=271|542}',
         'hz.{=elegant_jang|vigilant_kare}.migration'),
        ('E8', 'INFO', 'c.h.i.p.i.MigrationManager', MP + 'All migration tasks have been completed. (repartitionTime={=Sat Aug 19|Mon Sep 04|Tue Nov 14} {=10|14|22}:{=05|31}:{=11|42} UTC 2023, plannedMigrations={=271|542}, completedMigrations={=271|542}, remainingMigrations=0, totalCompletedMigrations={n})',
         'hz.{=elegant_jang|vigilant_kare}.migration'),
        ('E9', 'INFO', 'c.h.c.i.p.t.AuthenticationMessageTask', MP + 'Received auth from Connection[id={n}, /{mip}:5701->/{ip}:{=53210|50112|60311}, qualifier=null, endpoint=[{ip}]:{=53210|50112}, remoteUuid=null, alive=true, connectionType=JVM, planeIndex=-1], successfully authenticated, clientUuid: {uuid}, client name: hz.client_{=1|2|3}, client version: {hzv}',
         'hz.{=elegant_jang|vigilant_kare}.priority-generic-operation.thread-0'),
        ('E10', 'WARN', 'c.h.i.s.t.TcpServerConnectionErrorHandler', MP + 'Removing connection to endpoint [{ip}]:5701 Cause => java.net.ConnectException ⟨Connection refused to address /{ip}:5701⟩, Error-Count: {=5|6|7}',
         'hz.{=elegant_jang|vigilant_kare}.cached.thread-{=1|4}'),
        ('E11', 'INFO', 'c.h.i.d.Diagnostics', MP + 'Diagnostics disabled. To enable add -Dhazelcast.diagnostics.enabled=true to the JVM arguments.', 'main'),
        ('E12', 'ERROR', 'c.h.m.i.MapStoreWrapper', MP + "Map store of map '{=orders|sessions|inventory}' failed to store key {n}: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
         'hz.{=elegant_jang|vigilant_kare}.partition-operation.thread-{=0|3}'),
    ]))

    yield make('coturn', coturn, [
        ('E1', 'INFO', '', "Coturn Version Coturn-4.6.{=1|2} 'Gorst'"),
        ('E2', 'INFO', '', 'System cpu num is {=2|4|8}'),
        ('E3', 'WARNING', '', 'Cannot find config file: turnserver.conf. Default and command-line settings will be used.'),
        ('E4', 'INFO', '', 'IPv4. Local relay addr: 10.0.0.5:{=49152|51234|60011|55302}'),
        ('E5', 'INFO', '', 'session {sess}: realm <{realm}> user <>: incoming packet message processed, error 401: Unauthorized'),
        ('E6', 'INFO', '', 'session {sess}: new, realm=<{realm}>, username=<{cuser}>, lifetime=600'),
        ('E7', 'INFO', '', 'session {sess}: realm <{realm}> user <{cuser}>: incoming packet {=ALLOCATE|CREATE_PERMISSION|REFRESH|CHANNEL_BIND} processed, success'),
        ('E8', 'INFO', '', 'session {sess}: peer {ip} lifetime updated: 300'),
        ('E9', 'INFO', '', 'session {sess}: closed (2nd stage), user <{cuser}> realm <{realm}> origin <>, local 10.0.0.5:3478, remote {ip}:{=51234|60422|49781}, reason: {=allocation timeout|allocation watchdog determined stale session state|TLS/TCP socket buffer operation error (callback)}'),
        ('E10', 'INFO', '', 'session {sess}: usage: realm=<{realm}>, username=<{cuser}>, rp={n}, rb={n}, sp={n}, sb={n}'),
        ('E11', 'ERROR', '', 'check_stun_auth: Cannot find credentials of user <{cuser}>'),
        ('E12', 'WARNING', '', 'session {sess}: realm <{realm}> user <{cuser}>: incoming packet ALLOCATE processed, error 437: Mismatched allocation: wrong transaction ID'),
    ])

    yield make('junos', junos, [
        ('E1', None, 'rpd', 'RPD_BGP_NEIGHBOR_STATE_CHANGED: BGP peer {peer} (External AS {asn}) changed state from {=Established to Idle|OpenConfirm to Established|Active to Connect} (event {=RecvNotify|RecvKeepAlive|HoldTime|ConnectRetry}) (instance master)'),
        ('E2', None, 'rpd', 'BGP_IO_ERROR_CLOSE_SESSION: BGP peer {peer} (External AS {asn}): Error event Operation timed out(60) for I/O session - closing it'),
        ('E3', None, 'rpd', 'RPD_OSPF_NBRDOWN: OSPF neighbor {peer} (realm ospf-v2 {ifc}.0 area 0.0.0.0) state changed from Full to Down due to {=KillNbr|InactiveTimer} (event reason: {=interface went down|neighbor was inactive and declared dead})'),
        ('E4', None, 'mgd', "UI_COMMIT: User '{cuser}' requested 'commit' operation (comment: {commitc})"),
        ('E5', None, 'mgd', 'UI_COMMIT_COMPLETED: commit complete'),
        ('E6', None, 'mgd', "UI_LOGIN_EVENT: User '{cuser}' login, class 'j-{=super-user|operator|read-only}' [{n}], ssh-connection '{ip} {=51234|60122|49310} 10.255.0.1 22', client-mode 'cli'"),
        ('E7', None, 'mgd', "UI_CMDLINE_READ_LINE: User '{cuser}', command '{=show bgp summary |show interfaces terse |show route 0.0.0.0 |configure |commit check }'"),
        ('E8', None, 'sshd', "SSHD_LOGIN_FAILED: Login failed for user '{=root|admin|test|oracle}' from host '{ip}'"),
        ('E9', None, 'mib2d', 'SNMP_TRAP_LINK_DOWN: ifIndex {=523|524|531|612}, ifAdminStatus up(1), ifOperStatus down(2), ifName {ifc}'),
        ('E10', None, 'mib2d', 'SNMP_TRAP_LINK_UP: ifIndex {=523|524|531|612}, ifAdminStatus up(1), ifOperStatus up(1), ifName {ifc}'),
        ('E11', None, 'chassisd', 'CHASSISD_SNMP_TRAP7: SNMP trap generated: {=Fan/Blower Failed|Power Supply Removed|FRU power on} (jnxContentsContainerIndex {=4|2|7}, jnxContentsL1Index {=1|2}, jnxContentsL2Index 0, jnxContentsL3Index 0, jnxContentsDescr {=Fan Tray 0 Fan 1|PEM 1|FPC 0}, jnxOperatingState/Temp {=6|1|2})'),
        ('E12', None, 'dcd', 'DCD_CONFIG_WRITE_FAILED: Failed to write interface configuration for {ifc}: {=Resource temporarily unavailable|No space left on device}'),
    ])

    sl = extras(SLOG)
    yield make('go-slog-text', slogtext, sl([
        ('E1', 'INFO', '', 'starting hookrelay', 'version=1.{=4|5}.{=0|2|3} go=go1.21.{=0|3|5}'),
        ('E2', 'INFO', 'http', 'server listening', 'addr=:{=8080|9000}'),
        ('E3', 'INFO', 'http', 'request handled', 'method={=GET|POST} path=/hooks/{=github|gitlab|stripe} status={=200|202|204} duration={dur}'),
        ('E4', 'WARN', 'http', 'signature mismatch', 'remote={ip}:{=51234|44720|60012} source={=github|stripe}'),
        ('E5', 'INFO', 'queue', 'delivery scheduled', 'id={ulid} target=https://{host}/{=ingest|events|hooks} attempt={=1|2|3}'),
        ('E6', 'ERROR', 'queue', 'delivery failed', 'id={ulid} target=https://{host}/{=ingest|events|hooks} err="{delerr}"'),
        ('E7', 'DEBUG', 'queue', 'polling', 'pending={=0|3|17} inflight={=0|1|4}'),
        ('E8', 'INFO', 'store', 'migrations applied', 'count={=0|1|3} db=/var/lib/hookrelay/relay.db'),
        ('E9', 'WARN', 'store', 'slow query', 'table={=deliveries|endpoints} duration={dur}'),
        ('E10', 'INFO', '', 'shutdown', 'signal={=terminated|interrupt}'),
        ('E11', 'ERROR', 'store', 'vacuum failed', 'err="database is locked"'),
        ('E12', 'INFO', 'queue', 'retry budget exhausted, dropping delivery', 'id={ulid} attempts={=8|10}'),
    ]))

    mm = extras(MM_PID)
    yield make('mailman3', mailman, mm([
        ('E1', None, '', 'Mailman 3.3.{=8|9} (Tom Sawyer)', 1183),
        ('E2', None, '', '{=in|out|bounces|command|pipeline|virgin|digest|nntp|archive|rest|lmtp|retry|task} runner started.', 1190),
        ('E3', None, '', '{msgid} smtp to {list} for {=1|12|87|240} recips, completed in {f} seconds', 1196),
        ('E4', None, '', '{msgid} post to {list} from {cuser}@example.com, {n} bytes', 1196),
        ('E5', None, '', 'HOLD: {list} post from {user}@example.net held, message-id={msgid}: {=The message is not from a list member|Message has implicit destination|The message is too big}', 1192),
        ('E6', None, '', '{cuser}@example.com: {list} current bounce score: {=1.0|2.0|3.0|5.0}', 1188),
        ('E7', None, '', '{cuser}@example.com: {list} disabling due to bounce score {=5.0|6.0} >= 5.0', 1188),
        ('E8', None, '', '{list}: new {=Alice|Bob|Carol|Dave} <{cuser}@example.com>, via {=member API|web confirmation|email confirmation}', 1201),
        ('E9', None, '', '{list}: deleted {cuser}@example.com', 1201),
        ('E10', None, '', 'Low level smtp error: [Errno 111] Connection refused, msgid: {msgid}', 1196),
        ('E11', None, '', 'Master watcher caught SIGTERM.  Exiting.', 1183),
        ('E12', None, '', 'Discarding message {msgid} from {ip} (no matching list)', 1190),
    ]))

    yield make('dnsmasq', dnsmasq, [
        ('E1', None, 'dnsmasq', 'started, version 2.{=86|89|90} cachesize {=150|1000|10000}'),
        ('E2', None, 'dnsmasq', 'using nameserver {=1.1.1.1|9.9.9.9|192.168.1.1|8.8.4.4}#53'),
        ('E3', None, 'dnsmasq', 'read /etc/hosts - {=7|8|12} names'),
        ('E4', None, 'dnsmasq', 'query[{=A|AAAA|HTTPS|PTR|SRV}] {dom} from {lip}'),
        ('E5', None, 'dnsmasq', 'forwarded {dom} to {=1.1.1.1|9.9.9.9|8.8.4.4}'),
        ('E6', None, 'dnsmasq', 'reply {dom} is {ip}'),
        ('E7', None, 'dnsmasq', 'cached {dom} is {cached}'),
        ('E8', None, 'dnsmasq-dhcp', 'DHCPDISCOVER({=br0|eth1|wlan0}) {mac}'),
        ('E9', None, 'dnsmasq-dhcp', 'DHCPOFFER({=br0|eth1|wlan0}) {lip} {mac}'),
        ('E10', None, 'dnsmasq-dhcp', 'DHCPACK({=br0|eth1|wlan0}) {lip} {mac} {=laptop-alice|android-4f2a|printer|nas}'),
        ('E11', None, 'dnsmasq-dhcp', 'DHCP, IP range 192.168.1.{=50|100} -- 192.168.1.{=150|200}, lease time {=12h|1d|2h}'),
        ('E12', None, 'dnsmasq-tftp', 'sent /srv/tftp/{=pxelinux.0|ldlinux.c32|grubx64.efi} to {lip}'),
    ])


if __name__ == '__main__':
    write('heldout31', heldout31())
