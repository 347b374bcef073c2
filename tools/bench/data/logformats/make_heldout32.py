#!/usr/bin/env python3
"""Writes heldout32/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout31.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so lines that continue an event
(the stack trace under a Play `Internal server error`, the URL list NiFi prints under `NiFi has started. The UI is
available at the following URLs:`, the `#separator`/`#fields` header block at the top of a Zeek log) are left out.
Run:  python3 tools/bench/data/logformats/make_heldout32.py

Labelling choices:
- Temporal server (zap JSON on stdout, one object per line, keys in the order `level`, `ts` (ISO 8601, UTC), `msg`,
  then the tags of the call, `logging-call-at` (file.go:line) last): level the `level` field (`debug`, `info`,
  `warn`, `error`); component the `service` tag (`frontend`, `history`, `matching`, `worker`), the Temporal service
  that wrote the line, '' on lines without one (start-up lines of the server process); the message the `msg`
  field's text (messages here hold no characters JSON escapes, so the text in the line and the decoded value are the
  same); `ts`, `logging-call-at` and the other tags (shard-id, address, error ...) are header.
- Play Framework application log, the production logback.xml of Play's project templates (`%date [%level] from
  %logger in %thread - %message%n%xException`: `yyyy-mm-dd hh:mm:ss,mmm [LEVEL] from logger in thread - msg`): level
  the word in brackets (`INFO`, `WARN`, `ERROR`, `DEBUG`); component the logger after `from ` (`play.api.Play`,
  `play.core.server.AkkaHttpServer`, `application`, `controllers.OrderController`, `com.zaxxer.hikari.HikariDataSource`
  ...); the thread after ` in ` is header; the message everything after the first ` - ` that follows the thread.
- Apache NiFi nifi-app.log (logback, NiFi's shipped pattern `%date %level [%thread] %logger{40} %msg%n`: `yyyy-mm-dd
  hh:mm:ss,mmm LEVEL [thread] logger msg`, no separator between the logger and the message, logback shortening the
  logger to 40 characters by cutting its leading package names to initials): level the second word (`INFO`,
  `WARN`, `ERROR`, `DEBUG`); component the logger as written (`o.a.n.c.s.StandardProcessScheduler`,
  `org.apache.nifi.web.server.JettyServer`, `o.a.nifi.processors.standard.InvokeHTTP`); the thread in brackets
  (which may hold spaces: `Timer-Driven Process Thread-7`) is header; the message everything after the logger and
  its space, a processor reference (`PutFile[id=...]`) at its start included, as NiFi writes it into its text.
- Pure-FTPd through syslog (/var/log/messages or syslog, `Mmm dd hh:mm:ss host pure-ftpd: (user@host) [LEVEL] msg`,
  the day padded with a space, `?` as the user before login; Pure-FTPd logs without a pid): level the word in square
  brackets (`INFO`, `NOTICE`, `WARNING`, `ERROR`, `DEBUG`); component the ident `pure-ftpd`, as other sets take a
  syslog ident; host and the `(user@host)` part are header; the message everything after `] `.
- Calibre-Web calibre-web.log (Python logging with its format `[%(asctime)s] %(levelname)5s {%(name)s:%(lineno)d}
  %(message)s`: `[yyyy-mm-dd hh:mm:ss,mmm]  INFO {cps.server:123} msg`, short level names right-aligned to five
  columns): level the word after the stamp (`INFO`, `WARNING`, `ERROR`, `DEBUG`); component the logger name in the
  braces (`cps.server`, `cps.web`, `cps.kobo` ...), the line number after its colon is header; the message
  everything after `} `.
- Tautulli tautulli.log (Python logging with its format `%(asctime)s - %(levelname)-7s :: %(threadName)s :
  %(message)s`, the date format `%Y-%m-%d %H:%M:%S`): level the word after ` - `, its padding not included (`INFO`,
  `WARNING`, `ERROR`, `DEBUG`); no component (''): the thread name (`MainThread`, `CP Server Thread-7`,
  `Thread-12 (run)`) is header; the message everything after the thread's ` : `, the `Tautulli Module :: ` prefix
  Tautulli writes into its own text included.
- snapd as `journalctl -u snapd -o short-monotonic` prints it (`[ sssss.uuuuuu] host snapd[pid]: file.go:line: msg`,
  the seconds since boot right-aligned in five columns inside the brackets): no level (null), the journal's
  priority is not in the line; component the ident `snapd`, as other sets take a syslog ident; the monotonic stamp,
  host, `[pid]` and snapd's code location (`daemon.go:247:`) are header; the message everything after the code
  location's `: `.
- Zeek reporter.log in its default TSV form (columns `ts`, `level`, `message`, `location` separated by tabs, the
  stamp epoch seconds with six decimals, `-` for an unset location): level the `level` column, Zeek's
  `Reporter::INFO`, `Reporter::WARNING` and `Reporter::ERROR` read as info, warning and error; no component ('');
  the message the `message` column; the `location` column (`/opt/zeek/share/zeek/site/local.zeek, line 88` or
  `-`) is header, as the columns after the description of heldout29's DHCP audit log.
"""
import json
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(3232)

CUR = {'event': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')


def sfloat(lo, hi, digits):
    return ('%.' + str(digits) + 'f') % R.uniform(lo, hi)


EXTRA = {
    'f': lambda: sfloat(0.05, 9.9, 2),
    'cip': lambda: CUR['ip'],
    'cuser': lambda: CUR['user'],
    'shard': lambda: str(R.randint(1, 512)),
    'wfid': lambda: R.choice(['order-', 'payment-', 'invoice-', 'sync-']) + str(R.randint(10000, 99999)),
    'runid': lambda: var('uuid'),
    'ns': lambda: R.choice(['default', 'orders', 'billing', 'temporal-system']),
    'tq': lambda: R.choice(['order-processing', 'payments', 'emails', 'temporal-sys-tq-scanner-taskqueue-0']),
    'order': lambda: str(R.randint(100000, 999999)),
    'proc': lambda: CUR['proc'],
    'pid': lambda: CUR['pid'],
    'ffid': lambda: str(R.randint(1, 900000)),
    'file': lambda: R.choice(['invoice_{n}.pdf', 'backup-2023-{=08|09|10}-{=01|15|28}.tar.gz', 'site/index.html',
                              'photos/IMG_{n}.JPG', 'report-q3.xlsx', '.ftpquota']),
    'kbs': lambda: sfloat(12, 48000, 2),
    'book': lambda: R.choice(['Dune', 'The Hobbit', 'Neuromancer', 'Project Hail Mary', 'The Left Hand of Darkness',
                              'Piranesi']),
    'fmt': lambda: R.choice(['EPUB', 'MOBI', 'AZW3', 'PDF', 'KEPUB']),
    'movie': lambda: R.choice(['The Matrix', 'Arrival', 'Spirited Away', 'Heat', 'Alien', 'Paddington 2']),
    'plexuser': lambda: R.choice(['alice', 'bob', 'kids-room', 'grandma']),
    'rk': lambda: str(R.randint(1000, 99999)),
    'snapname': lambda: R.choice(['core22', 'firefox', 'lxd', 'snapd', 'snap-store', 'code']),
    'rev': lambda: str(R.randint(1000, 25000)),
    'zloc': lambda: R.choice(['/opt/zeek/share/zeek/site/local.zeek, line {=88|112|140}',
                              '/opt/zeek/share/zeek/base/frameworks/notice/main.zeek, line {=512|640}',
                              '/opt/zeek/share/zeek/policy/misc/stats.zeek, line 92']),
    'iface': lambda: R.choice(['eth0', 'eth1', 'ens192', 'enp3s0f1']),
    'nserr': lambda: R.choice(['Namespace {ns} is not found.', 'context deadline exceeded']),
    'cid': lambda: 'C' + ''.join(R.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') for _ in range(17)),
}


def pick(t):
    """`{=a|b|c}` choices drawn per row; this file's own placeholders (EXTRA, which may hold genlog placeholders
    themselves) and genlog's (`fill`) filled after."""
    t = CHOICE.sub(lambda m: R.choice(m.group(1).split('|')), t)
    t = re.sub(r'\{(\w+)\}', lambda m: fill(pick(EXTRA[m.group(1)]())) if m.group(1) in EXTRA else var(m.group(1)), t)
    return t.replace('⟨', '{').replace('⟩', '}')  # literal braces around a word, written ⟨word⟩ in a template


def make(name, header, events, table=None):
    saved = dict(NORM)
    NORM.update(table or {})
    try:
        out = []
        CUR['boot'] = R.uniform(3, 40)
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, ip=var('ip'), user=R.choice(USERS + ['backup', 'deploy', 'webmaster']),
                       proc=R.choice(['PutFile', 'InvokeHTTP', 'ConsumeKafka_2_6', 'PutDatabaseRecord', 'UpdateAttribute']),
                       pid=var('uuid'))
            CUR['boot'] += R.uniform(0.001, 400)
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


# --- Temporal -----------------------------------------------------------------------------------------------------
TEMPORAL = {}


def temporal(l, c, m):
    t = when()
    pre, post, at = TEMPORAL[CUR['event']]
    parts = ['"level":%s' % json.dumps(l), '"ts":"%s.%03dZ"' % (t.strftime('%Y-%m-%dT%H:%M:%S'), t.microsecond // 1000),
             '"msg":%s' % json.dumps(m)]
    if c:
        parts.append('"service":%s' % json.dumps(c))
    for p in (pre, post):
        if p:
            parts.append(pick(p))
    parts.append('"logging-call-at":%s' % json.dumps(pick(at)))
    return '{' + ','.join(parts) + '}'


# --- Play Framework -----------------------------------------------------------------------------------------------
PLAY_THREAD = {}


def play(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} [{l}] from {c} in {pick(PLAY_THREAD[CUR['event']])} - {m}"


# --- NiFi ---------------------------------------------------------------------------------------------------------
def abbreviate(name, target=40):
    """logback's TargetLengthBasedClassNameAbbreviator: leading package names cut to their initial, left to right,
    until the name fits in `target` characters; the last part is never cut."""
    if len(name) < target or '.' not in name:
        return name
    parts = name.split('.')
    trim = len(name) - target
    out = []
    for p in parts[:-1]:
        if trim > 0 and len(p) > 1:
            out.append(p[0])
            trim -= len(p) - 1
        else:
            out.append(p)
    return '.'.join(out + [parts[-1]])


NIFI_THREAD = {}


def nifi(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} {l} [{pick(NIFI_THREAD[CUR['event']])}] {c} {m}"


# --- Pure-FTPd ----------------------------------------------------------------------------------------------------
FTP_WHO = {}


def pureftpd(l, c, m):
    t = when()
    who = '?' if FTP_WHO[CUR['event']] == 'anon' else CUR['user']
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {R.choice(['ftp', 'files'])} {c}: ({who}@{CUR['ip']}) [{l}] {m}"


# --- Calibre-Web --------------------------------------------------------------------------------------------------
CW_LINE = {}


def calibreweb(l, c, m):
    t = when()
    return f"[{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d}] {l:>5} {{{c}:{pick(CW_LINE[CUR['event']])}}} {m}"


# --- Tautulli -----------------------------------------------------------------------------------------------------
TT_THREAD = {}


def tautulli(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S} - {l:<7} :: {pick(TT_THREAD[CUR['event']])} : {m}"


# --- snapd (journalctl -o short-monotonic) ------------------------------------------------------------------------
SNAP_AT = {}


def snapd(l, c, m):
    b = CUR['boot']
    return f"[{int(b):5d}.{int((b % 1) * 1e6):06d}] {R.choice(['ubuntu-srv', 'build-01'])} {c}[{R.choice([812, 812, 977])}]: {pick(SNAP_AT[CUR['event']])}: {m}"


# --- Zeek reporter.log --------------------------------------------------------------------------------------------
ZEEK_LOC = {}


def zeek(l, c, m):
    t = when()
    return f"{int(t.timestamp())}.{t.microsecond:06d}\t{l}\t{m}\t{pick(ZEEK_LOC[CUR['event']])}"


def heldout32():
    tp = extras(TEMPORAL)
    yield make('temporal', temporal, tp([
        ('E1', 'info', '', 'Updated dynamic config', ('', '', 'file_based_client.go:{=143|195}')),
        ('E2', 'info', '', 'Use rpc address {=127.0.0.1|0.0.0.0|10.0.3.14}:{=7233|7234|7235|7239}', ('', '', 'server_impl.go:{=86|92}')),
        ('E3', 'info', '{=frontend|history|matching|worker}', 'Service resources started', ('', '"address":"{ip}:{=7233|7234|7235|7239}"', 'fx.go:{=1087|1290}')),
        ('E4', 'info', 'history', 'Range updated for shardID', ('', '"shard-id":{shard},"address":"{ip}:7234","shard-range-id":{n},"previous-shard-range-id":{n}', 'context_impl.go:{=1201|1411}')),
        ('E5', 'info', 'history', 'Acquired shard', ('', '"shard-id":{shard},"address":"{ip}:7234"', 'context_impl.go:{=1927|2088}')),
        ('E6', 'warn', 'history', 'Shard controller closing shard: ownership lost', ('', '"shard-id":{shard},"address":"{ip}:7234"', 'controller_impl.go:{=301|340}')),
        ('E7', 'info', 'matching', 'Membership heartbeat upserted successfully', ('', '"address":"{ip}","port":6935,"hostId":"{runid}"', 'monitor.go:{=298|330}')),
        ('E8', 'warn', 'worker', 'Failed to poll for task.', ('', '"Namespace":"{ns}","TaskQueue":"{tq}","WorkerID":"1@temporal-{=0|1|2}@","WorkerType":"{=WorkflowWorker|ActivityWorker}","Error":"context deadline exceeded"', 'internal_worker_base.go:{=308|379}')),
        ('E9', 'error', 'frontend', 'service failures', ('', '"operation":"{=StartWorkflowExecution|SignalWorkflowExecution|DescribeNamespace}","wf-namespace":"{ns}","error":"{nserr}"', 'telemetry.go:{=341|380}')),
        ('E10', 'info', 'history', 'Workflow task timed out', ('', '"wf-namespace":"{ns}","wf-id":"{wfid}","wf-run-id":"{runid}","timeout-type":"StartToClose"', 'timer_queue_active_task_executor.go:{=412|441}')),
        ('E11', 'error', 'history', 'Persistent fetch operation Failure', ('', '"shard-id":{shard},"address":"{ip}:7234","store-operation":"{=get-wf-execution|update-wf-execution|create-wf-execution}","error":"{=context deadline exceeded|Operation timed out for history.executions}"', 'transaction_impl.go:{=488|510}')),
        ('E12', 'debug', 'matching', 'Task queue manager started', ('', '"wf-namespace":"{ns}","wf-task-queue-name":"{tq}","wf-task-queue-type":"{=Workflow|Activity}"', 'task_queue_manager.go:{=256|305}')),
    ]))

    pt = extras(PLAY_THREAD)
    DISP = 'application-akka.actor.default-dispatcher-{=4|5|7|11}'
    yield make('play-framework', play, pt([
        ('E1', 'INFO', 'akka.event.slf4j.Slf4jLogger', 'Slf4jLogger started', DISP),
        ('E2', 'INFO', 'play.api.db.DefaultDBApi', "Database [default] initialized at jdbc:postgresql://{=db01.internal|10.0.3.7}:5432/{=shop|orders}", 'main'),
        ('E3', 'INFO', 'play.api.db.HikariCPConnectionPool', "Creating Pool for datasource 'default'", 'main'),
        ('E4', 'INFO', 'com.zaxxer.hikari.HikariDataSource', 'HikariPool-1 - {=Starting...|Start completed.|Shutdown initiated...|Shutdown completed.}', 'main'),
        ('E5', 'INFO', 'play.api.Play', 'Application started (Prod) (no global state)', 'main'),
        ('E6', 'INFO', 'play.core.server.AkkaHttpServer', 'Listening for HTTP on /{=0.0.0.0|[0:0:0:0:0:0:0:0]}:{=9000|8080}', 'main'),
        ('E7', 'INFO', 'controllers.OrderController', 'Order {order} created for customer {n} with {=1|2|5|12} items', DISP),
        ('E8', 'WARN', 'com.zaxxer.hikari.pool.HikariPool', 'HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta={=1m2s|58s456ms|2m13s}).', 'HikariPool-1 housekeeper'),
        ('E9', 'ERROR', 'application', 'Payment provider returned {=502|503|504} for order {order}', DISP),
        ('E10', 'WARN', 'play.filters.hosts.AllowedHostsFilter', 'Host not allowed: {ip}:{=9000|8080}', DISP),
        ('E11', 'INFO', 'play.core.server.AkkaHttpServer', 'Stopping server...', 'Thread-{=2|3}'),
        ('E12', 'DEBUG', 'controllers.OrderController', 'Loaded {=0|20|50} orders for page {=1|2|9} in {ms} ms', DISP),
    ]))

    nt = extras(NIFI_THREAD)
    TD = 'Timer-Driven Process Thread-{=1|3|7|9}'
    yield make('nifi', nifi, nt([
        ('E1', 'INFO', abbreviate('org.apache.nifi.web.server.JettyServer'), 'NiFi has started. The UI is available at the following URLs:', 'main'),
        ('E2', 'INFO', abbreviate('org.apache.nifi.NiFi'), 'Started Application Controller in {f} seconds ({n} ns)', 'main'),
        ('E3', 'INFO', abbreviate('org.apache.nifi.controller.repository.WriteAheadFlowFileRepository'), 'Initiating checkpoint of FlowFile Repository', 'Checkpoint FlowFile Repository'),
        ('E4', 'INFO', abbreviate('org.apache.nifi.controller.repository.WriteAheadFlowFileRepository'), 'Successfully checkpointed FlowFile Repository with {n} records in {=0|1|3|12} milliseconds', 'Checkpoint FlowFile Repository'),
        ('E5', 'INFO', abbreviate('org.apache.nifi.controller.scheduling.StandardProcessScheduler'), 'Starting {proc}[id={pid}]', 'NiFi Web Server-{=23|41|88}'),
        ('E6', 'INFO', abbreviate('org.apache.nifi.controller.scheduling.StandardProcessScheduler'), 'Stopping {proc}[id={pid}]', 'NiFi Web Server-{=23|41|88}'),
        ('E7', 'INFO', abbreviate('org.apache.nifi.controller.StandardFlowService'), 'Saved flow controller org.apache.nifi.controller.FlowController@{=1a2b3c4d|6f7e21aa|3c0ffee1} // Another save pending = {=false|true}', 'Flow Service Tasks Thread-{=1|2}'),
        ('E8', 'ERROR', abbreviate('org.apache.nifi.processors.standard.InvokeHTTP'), 'InvokeHTTP[id={pid}] Routing to Failure due to exception: java.net.SocketTimeoutException: {=timeout|Read timed out|connect timed out}', TD),
        ('E9', 'WARN', abbreviate('org.apache.nifi.processors.standard.PutFile'), 'PutFile[id={pid}] Penalizing StandardFlowFileRecord[uuid={uuid},claim=,offset=0,name={n}.json,size={n}] and routing to failure as configured because file with the same name already exists', TD),
        ('E10', 'INFO', abbreviate('org.apache.nifi.controller.repository.claim.StandardResourceClaimManager'), 'Archived {=1|4|12} Resource Claims for Container default in {=0|2|15} millis', 'Cleanup Archive for default'),
        ('E11', 'ERROR', abbreviate('org.apache.nifi.processors.standard.PutDatabaseRecord'), 'PutDatabaseRecord[id={pid}] Failed to put Records to database for StandardFlowFileRecord[uuid={uuid},claim=,offset=0,name={n},size={n}]. Routing to failure.', TD),
        ('E12', 'DEBUG', abbreviate('org.apache.nifi.controller.tasks.ConnectableTask'), 'Triggering {proc}[id={pid}]', TD),
    ]))

    fw = extras(FTP_WHO)
    yield make('pure-ftpd', pureftpd, fw([
        ('E1', 'INFO', 'pure-ftpd', 'New connection from {cip}', 'anon'),
        ('E2', 'INFO', 'pure-ftpd', '{cuser} is now logged in', 'anon'),
        ('E3', 'WARNING', 'pure-ftpd', 'Authentication failed for user [{=root|admin|test|oracle}]', 'anon'),
        ('E4', 'NOTICE', 'pure-ftpd', '/srv/ftp/{cuser}//{file} uploaded  ({n} bytes, {kbs}KB/sec)', 'user'),
        ('E5', 'NOTICE', 'pure-ftpd', '/srv/ftp/{cuser}//{file} downloaded  ({n} bytes, {kbs}KB/sec)', 'user'),
        ('E6', 'INFO', 'pure-ftpd', 'Logout.', 'user'),
        ('E7', 'INFO', 'pure-ftpd', 'Timeout - try typing a little faster next time', 'user'),
        ('E8', 'WARNING', 'pure-ftpd', "Can't change directory to {=/srv/ftp/old|archive/2019|../etc}: No such file or directory", 'user'),
        ('E9', 'ERROR', 'pure-ftpd', 'Unable to read the indexed puredb file (or old format detected) - Try pure-pw mkdb', 'anon'),
        ('E10', 'INFO', 'pure-ftpd', 'Deleted {file}', 'user'),
        ('E11', 'DEBUG', 'pure-ftpd', 'Command [{=stor|retr|list|cwd|pasv}] [{=report-q3.xlsx|photos|}]', 'user'),
        ('E12', 'NOTICE', 'pure-ftpd', 'Disk full - [{=95|99}%] - failed to upload [{file}]', 'user'),
    ]))

    cw = extras(CW_LINE)
    yield make('calibre-web', calibreweb, cw([
        ('E1', 'INFO', 'cps.server', 'Starting Gevent server on [::]:{=8083|8080}', '{=236|245}'),
        ('E2', 'INFO', 'cps.server', 'Performing shutdown of Calibre-Web', '{=300|312}'),
        ('E3', 'WARNING', 'cps.web', 'Login failed for user "{=admin|guest|root}" IP-address: {ip}', '{=1295|1301|1342}'),
        ('E4', 'INFO', 'cps.web', "User '{cuser}' logged in", '{=1284|1290}'),
        ('E5', 'DEBUG', 'cps.kobo', 'Kobo library sync request received', '{=143|151}'),
        ('E6', 'INFO', 'cps.tasks.convert', 'Book id {n} - target format of .{=mobi|epub|azw3} does not exist. Moving forward with convert', '{=78|81}'),
        ('E7', 'ERROR', 'cps.tasks.convert', 'Ebook converter failed with error while converting book: {=Calibre failed with error: No such file|Ebook converter failed with error: Timeout}', '{=214|233}'),
        ('E8', 'INFO', 'cps.tasks.mail', 'E-mail with {fmt} for {book} sent to {cuser}@example.com', '{=210|224}'),
        ('E9', 'WARNING', 'cps.helper', 'Cover for {book} not found, using default cover', '{=760|812}'),
        ('E10', 'DEBUG', 'cps.editbooks', 'File {book} - {=Frank Herbert|J. R. R. Tolkien|William Gibson|Andy Weir}.{=epub|pdf} uploaded', '{=1108|1132}'),
        ('E11', 'ERROR', 'cps.db', 'Database error: (sqlite3.OperationalError) database is locked', '{=520|565}'),
        ('E12', 'INFO', 'cps.updater', 'Update check: Calibre-Web is up to date (version 0.6.{=20|21})', '{=101|118}'),
    ]))

    tt = extras(TT_THREAD)
    yield make('tautulli', tautulli, tt([
        ('E1', 'INFO', '', 'Tautulli WebStart :: Starting Tautulli web server on http://0.0.0.0:8181/', 'MainThread'),
        ('E2', 'INFO', '', 'Tautulli WebSocket :: Ready', 'Thread-{=3|4|12} (run)'),
        ('E3', 'INFO', '', 'Tautulli WebSocket :: Opening websocket.', 'Thread-{=3|4|12} (run)'),
        ('E4', 'WARNING', '', 'Tautulli WebSocket :: Websocket connection closed.', 'Thread-{=3|4|12} (run)'),
        ('E5', 'INFO', '', 'Tautulli ActivityHandler :: Session {=12|48|203} started by user {plexuser} ({=1|3|7}) with ratingKey {rk} ({movie}).', 'Thread-{=3|4|12} (run)'),
        ('E6', 'INFO', '', 'Tautulli ActivityHandler :: Session {=12|48|203} stopped.', 'Thread-{=3|4|12} (run)'),
        ('E7', 'DEBUG', '', 'Tautulli ActivityProcessor :: Writing sessionKey {=12|48|203} session_history transaction...', 'Thread-{=3|4|12} (run)'),
        ('E8', 'INFO', '', 'Tautulli Notifiers :: {=Discord|Email|Telegram} notification sent.', 'Thread-{=15|17} (notify)'),
        ('E9', 'ERROR', '', 'Tautulli Notifiers :: {=Discord|Email|Telegram} notification failed: [Errno 110] Connection timed out', 'Thread-{=15|17} (notify)'),
        ('E10', 'INFO', '', 'Tautulli Users :: Requested user list refresh.', 'CP Server Thread-{=5|7|9}'),
        ('E11', 'WARNING', '', 'Tautulli PlexTV :: Unable to retrieve server identity from plex.tv: Status code 401', 'MainThread'),
        ('E12', 'INFO', '', 'Tautulli Libraries :: Libraries list refreshed.', 'APScheduler-{=1|2}'),
    ]))

    sn = extras(SNAP_AT)
    yield make('snapd', snapd, sn([
        ('E1', None, 'snapd', 'started snapd/2.{=58|60|61}.{=1|3} (series 16; classic) ubuntu/22.04 (amd64) linux/5.15.0-{=78|86|91}-generic.', 'daemon.go:{=247|259}'),
        ('E2', None, 'snapd', 'adjusting startup timeout by {=45s|1m15s|2m5s} (pessimistic estimate of 30s plus 5s per snap)', 'daemon.go:{=340|352}'),
        ('E3', None, 'snapd', 'Acquiring state lock file', 'overlord.go:{=271|286}'),
        ('E4', None, 'snapd', 'Acquired state lock file', 'overlord.go:{=276|291}'),
        ('E5', None, 'snapd', 'Patching system state level 6 to sublevel 1...', 'patch.go:64'),
        ('E6', None, 'snapd', 'auto-refresh: all snaps are up-to-date', 'autorefresh.go:{=534|551}'),
        ('E7', None, 'snapd', 'cannot refresh: snap has no updates available: "{snapname}", "{snapname}"', 'storehelpers.go:{=769|801}'),
        ('E8', None, 'snapd', 'state ensure error: Get "https://api.snapcraft.io/api/v1/snaps/sections": dial tcp: lookup api.snapcraft.io: Temporary failure in name resolution', 'stateengine.go:149'),
        ('E9', None, 'snapd', 'gracefully waiting for running hooks', 'daemon.go:{=571|612}'),
        ('E10', None, 'snapd', 'Exiting on terminated signal.', 'main.go:{=155|161}'),
        ('E11', None, 'snapd', 'snap "{snapname}" has bad plugs or slots: {=desktop-legacy|network-manager-observe} (unknown interface)', 'helpers.go:{=1406|1460}'),
        ('E12', None, 'snapd', 'Refreshed snap "{snapname}" to revision {rev}', 'handlers.go:{=1098|1133}'),
    ]))

    zk = extras(ZEEK_LOC)
    yield make('zeek-reporter', zeek, zk([
        ('E1', 'Reporter::INFO', '', 'received termination signal', '-'),
        ('E2', 'Reporter::INFO', '', '{n} packets received on interface {iface}, {n} ({f}%) dropped, 0 (0.00%) not processed', '-'),
        ('E3', 'Reporter::WARNING', '', 'Your interface is likely receiving invalid TCP checksums, most likely from NIC checksum offloading.  By default, packets with invalid checksums are discarded by Zeek unless using the -C command-line option or toggling the \'ignore_checksums\' variable.  Alternatively, disable checksum offloading by the network adapter to ensure Zeek analyzes the actual checksums that are transmitted.',
         '/opt/zeek/share/zeek/base/misc/find-checksum-offloading.zeek, line {=54|58}'),
        ('E4', 'Reporter::ERROR', '', 'field value missing (Notice::n$src)', '{zloc}'),
        ('E5', 'Reporter::ERROR', '', 'no such index (Site::local_nets_table[{ip}])', '{zloc}'),
        ('E6', 'Reporter::WARNING', '', 'Failed to open GeoIP location database', '-'),
        ('E7', 'Reporter::WARNING', '', 'SumStats key "{=dns.lookup|http.scanner|ssh.guessing}" for {ip} has too many observations', '{zloc}'),
        ('E8', 'Reporter::ERROR', '', 'conn_id: {cid} invalid UTF-8 in SNI', '-'),
        ('E9', 'Reporter::INFO', '', 'processing suspended', '-'),
        ('E10', 'Reporter::INFO', '', 'processing continued', '-'),
        ('E11', 'Reporter::WARNING', '', 'Can\'t open file /opt/zeek/share/zeek/site/intel/{=blocklist.dat|tor-exits.dat} for reading (No such file or directory)', '-'),
        ('E12', 'Reporter::ERROR', '', 'Binpac exception: binpac exception: out_of_bound: {=SSLRecord:rec|DNS_message:answers|KRB_AS_REQ:pvno}: {n} > {n}', '-'),
    ]), {'reporter::info': 'info', 'reporter::warning': 'warning', 'reporter::error': 'error'})


if __name__ == '__main__':
    write('heldout32', heldout32())
