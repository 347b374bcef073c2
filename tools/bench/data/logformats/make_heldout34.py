#!/usr/bin/env python3
"""Writes heldout34/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout33.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so lines that continue an event
(the Java stack trace under a Druid `ERROR`, a Python traceback under a Superset error) are left out. Eight message
templates or fewer per file, each drawn with varying parameters.
Run:  python3 tools/bench/data/logformats/make_heldout34.py

Labelling choices:
- Apache Druid (log4j2 with the pattern of Druid's shipped log4j2.xml, `%d{ISO8601} %p [%t] %c - %m%n`:
  `yyyy-mm-ddThh:mm:ss,mmm LEVEL [thread] logger - msg`, the level not padded): level the word after the stamp
  (`INFO`, `WARN`, `ERROR`, `DEBUG`); component the logger in full (`org.apache.druid.cli.CliBroker` ...); the
  thread in brackets is header; the message everything after the first ` - ` that follows the logger.
- Apache Superset (Python logging with Superset's LOG_FORMAT `%(asctime)s:%(levelname)s:%(name)s:%(message)s`:
  `yyyy-mm-dd hh:mm:ss,mmm:INFO:superset.views.core:msg`, colons both inside the stamp and between the fields):
  level the field after the stamp (`INFO`, `WARNING`, `ERROR`, `DEBUG`); component the logger name in the next field
  (`superset.utils.logging_configurator`, `flask_appbuilder.base`, `werkzeug` ...); the message everything after the
  logger's colon, the werkzeug access line (with its own bracketed date) included as werkzeug writes it.
- Dapr sidecar (daprd with `--log-as-json`: logrus JSON, one object per line, keys in alphabetical order `app_id`,
  `instance`, `level`, `msg`, `scope`, `time`, `type`, `ver`): level the `level` field (`debug`, `info`, `warning`,
  `error`); component the `scope` field (`dapr.runtime`, `dapr.runtime.http`, `dapr.contrib` ...), the part of Dapr
  that wrote the line; the message the `msg` field's text (messages here hold no characters JSON escapes, so the
  text in the line and the decoded value are the same); the other fields are header.
- Verdaccio 5 (its default `pretty` log format on stdout, no stamp at all: `LEVEL MARK msg`, the level right-aligned
  to five columns so that a four-letter level starts the line with a space, the mark `---` for a plain line and
  `<--` for an incoming request): level the first word
  (`info`, `warn`, `error`, `fatal`); no component (''); the mark is header; the message everything after the mark
  and its space.
- Pentaho Data Integration (Kettle: kitchen.sh and pan.sh at the Basic logging level, `yyyy/mm/dd hh:mm:ss - subject
  - msg`): no level (null), Basic lines carry none; component the subject between the two ` - ` (the tool
  `Kitchen`, a job name, a transformation name, a step with its copy number such as `Table input.0`), which may hold
  spaces; the message everything after the second ` - `.
- xrdp (xrdp.log, its own log writer: `[yyyymmdd-hh:mm:ss] [LEVEL] msg`, the level padded to five columns inside its
  brackets): level the bracketed word (`INFO`, `WARN`, `ERROR`, `DEBUG`); no component (''); the message
  everything after the level's `] `, the C function name xrdp writes at the start of some messages
  (`xrdp_wm_log_msg: `) included.
- Cisco ASA through syslog with `logging timestamp` and `logging device-id hostname` (`Mmm dd yyyy hh:mm:ss host :
  %ASA-6-302013: msg`): level the severity digit of the `%ASA-N-NNNNNN` tag read as syslog severities (6 info, 5
  notice, 4 warning, 3 error, 2 critical), as heldout5 reads a Cisco IOS tag; component the facility `ASA`, as
  heldout5 takes the facility of an IOS tag; the message everything after the tag's `: `.
- Datadog Agent (agent.log, trace-agent.log and process-agent.log share the layout `yyyy-mm-dd hh:mm:ss TZ | NAME |
  LEVEL | (file.go:line in func) | msg`, pipe-separated): level the third field (`INFO`, `WARN`, `ERROR`, `DEBUG`);
  component the second field, the agent process that wrote the line (`CORE`, `TRACE`, `PROCESS`); the code location
  in parentheses is header; the message everything after the code location's ` | `, the `check:cpu | ` prefix the
  check runner writes into its text included.
"""
import json
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(3434)

CUR = {'event': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')


def sfloat(lo, hi, digits):
    return ('%.' + str(digits) + 'f') % R.uniform(lo, hi)


EXTRA = {
    'f': lambda: sfloat(0.05, 9.9, 2),
    'cip': lambda: CUR['ip'],
    'cuser': lambda: CUR['user'],
    'port5': lambda: str(R.randint(32768, 60999)),
    'ds': lambda: R.choice(['wikipedia', 'orders', 'clickstream', 'metrics_rollup']),
    'day': lambda: '2023-%02d-%02d' % (R.randint(1, 12), R.randint(1, 28)),
    'job': lambda: CUR['job'],
    'trans': lambda: CUR['trans'],
    'step': lambda: R.choice(['Table input.0', 'Table output.0', 'Text file output.0', 'Select values.0',
                              'Filter rows.0', 'Database lookup.1']),
    'pkg': lambda: R.choice(['react', 'lodash', '@babel%2fcore', 'express', '@types%2fnode', 'left-pad']),
    'inside': lambda: '10.0.%d.%d' % (R.randint(0, 3), R.randint(2, 250)),
    'check': lambda: R.choice(['cpu', 'disk', 'memory', 'network', 'io', 'uptime']),
    'ipcheck': lambda: R.choice(['postgres', 'redisdb', 'nginx']),
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
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, ip=var('ip'), user=R.choice(USERS + ['admin', 'analyst']),
                       job=R.choice(['nightly_load', 'daily_sales_etl', 'sync_crm']),
                       trans=R.choice(['load_orders', 'load_customers', 'aggregate_sales']))
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


# --- Apache Druid -------------------------------------------------------------------------------------------------
DRUID_THREAD = {}


def druid(l, c, m):
    t = when()
    return f"{t:%Y-%m-%dT%H:%M:%S},{t.microsecond // 1000:03d} {l} [{pick(DRUID_THREAD[CUR['event']])}] {c} - {m}"


# --- Apache Superset ----------------------------------------------------------------------------------------------
def superset(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d}:{l}:{c}:{m}"


# --- Dapr (logrus JSON) -------------------------------------------------------------------------------------------
def dapr(l, c, m):
    t = when()
    app = R.choice(['checkout', 'orders'])
    return json.dumps({'app_id': app, 'instance': f"{app}-7d9c5b6c8-{R.choice(['x2kqz', 'm4fth', 'p9wzl'])}",
                       'level': l, 'msg': m, 'scope': c,
                       'time': f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{R.randint(100, 999)}Z",
                       'type': 'log', 'ver': '1.11.2'}, separators=(',', ':'))


# --- Verdaccio ----------------------------------------------------------------------------------------------------
VERD_MARK = {}


def verdaccio(l, c, m):
    return f"{l:>5} {VERD_MARK[CUR['event']]} {m}"


# --- Pentaho Data Integration (Kettle) ----------------------------------------------------------------------------
def kettle(l, c, m):
    t = when()
    return f"{t:%Y/%m/%d %H:%M:%S} - {c} - {m}"


# --- xrdp ---------------------------------------------------------------------------------------------------------
def xrdp(l, c, m):
    t = when()
    return f"[{t:%Y%m%d-%H:%M:%S}] [{l:<5}] {m}"


# --- Cisco ASA ----------------------------------------------------------------------------------------------------
ASA_ID = {}


def asa(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:02d} {t.year} {t:%H:%M:%S} {R.choice(['asa01', 'fw-edge'])} : %{c}-{l}-{ASA_ID[CUR['event']]}: {m}"


# --- Datadog Agent ------------------------------------------------------------------------------------------------
DD_AT = {}


def datadog(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S} UTC | {c} | {l} | ({pick(DD_AT[CUR['event']])}) | {m}"


def heldout34():
    dt = extras(DRUID_THREAD)
    yield make('druid', druid, dt([
        ('E1', 'INFO', 'org.apache.druid.initialization.Initialization',
         'Loading extension [{=druid-kafka-indexing-service|druid-s3-extensions|postgresql-metadata-storage|druid-datasketches}], jars: {=3|5|12|31}', 'main'),
        ('E2', 'INFO', 'org.apache.druid.cli.{=CliBroker|CliHistorical|CliCoordinator}',
         'Starting up with processors [{=4|8|16}], memory [{=1,073,741,824|2,147,483,648}], maxMemory [{=4,294,967,296|8,589,934,592}], directMemory [{=2,147,483,648|4,294,967,296}].', 'main'),
        ('E3', 'INFO', 'org.apache.druid.java.util.common.lifecycle.Lifecycle', 'Starting lifecycle [module] stage [{=INIT|NORMAL|SERVER|ANNOUNCEMENTS}]', 'main'),
        ('E4', 'INFO', 'org.eclipse.jetty.server.AbstractConnector',
         'Started ServerConnector@{hex}⟨HTTP/1.1, (http/1.1)⟩⟨0.0.0.0:{=8081|8082|8083}⟩', 'main'),
        ('E5', 'INFO', 'org.apache.druid.server.coordination.SegmentLoadDropHandler',
         'Completed request [LOAD: {ds}_{day}T00:00:00.000Z_{day}T00:00:00.000Z_{day}T{=10|11|14}:00:00.000Z]', 'SimpleDataSegmentChangeHandler-{=0|1|2}'),
        ('E6', 'WARN', 'org.apache.druid.indexing.seekablestream.SeekableStreamIndexTaskRunner',
         'Skipping message at offset [{n}] for partition [{=0|1|2|3}]: unparseable row', 'task-runner-0-priority-0'),
        ('E7', 'ERROR', 'org.apache.druid.server.QueryLifecycle',
         'Exception while processing queryId [{uuid}] (org.apache.druid.query.QueryTimeoutException: Query [{uuid}] timed out)', 'qtp{=1189431287|802443150}-{=121|134|158}'),
        ('E8', 'DEBUG', 'org.apache.druid.server.coordinator.DruidCoordinator',
         'Datasource [{ds}] has [{n}] used segments', 'Coordinator-Exec--0'),
    ]))

    yield make('superset', superset, [
        ('E1', 'INFO', 'superset.utils.logging_configurator', 'logging was configured successfully'),
        ('E2', 'WARNING', 'superset.utils.screenshots', 'No PIL installation found'),
        ('E3', 'INFO', 'flask_appbuilder.base', 'Registering class {=DashboardRestApi|ChartRestApi|DatabaseRestApi|SavedQueryRestApi} on menu {=Dashboards|Charts|Databases|Saved Queries}'),
        ('E4', 'INFO', 'werkzeug', '{ip} - - [{=05|12|28}/{=Aug|Sep|Oct}/2023 {=09|14|22}:{=03|27|51}:{=08|44}] "{=GET|POST} /api/v1/{=chart|dashboard|dataset}/{n} HTTP/1.1" {=200|201|404} -'),
        ('E5', 'ERROR', 'superset.views.error_handling', 'Error executing query: (psycopg2.errors.UndefinedTable) relation "{=orders|events|public.sales}" does not exist'),
        ('E6', 'INFO', 'superset.sql_lab', 'Query {n}: Executing {=1|2|3} statement(s)'),
        ('E7', 'DEBUG', 'superset.models.core', 'Database._get_sqla_engine(). Masked URL: postgresql://superset:XXXXXXXXXX@{=db|10.0.3.7}:5432/{=examples|superset}'),
        ('E8', 'INFO', 'superset.tasks.scheduler', 'Scheduling alert {=Weekly sales|Error rate|Signups} eta: 2023-{=08|09}-{=05|12}T{=10|11}:00:00'),
    ])

    yield make('dapr', dapr, [
        ('E1', 'info', 'dapr.runtime', 'starting Dapr Runtime -- version 1.11.{=2|3} -- commit {hex}'),
        ('E2', 'info', 'dapr.runtime', 'log level set to: {=info|debug}'),
        ('E3', 'info', 'dapr.runtime', 'Component loaded: {=statestore|pubsub|secretstore} ({=state.redis|pubsub.kafka|secretstores.kubernetes}/v1)'),
        ('E4', 'info', 'dapr.runtime.http', 'HTTP server is running on port {=3500|3501}'),
        ('E5', 'info', 'dapr.runtime.grpc.api', 'API gRPC server is running on port {=50001|50002}'),
        ('E6', 'warning', 'dapr.runtime.actor', 'actors: state store is not configured - this is okay for clients but services with hosted actors will fail to initialize!'),
        ('E7', 'error', 'dapr.contrib', 'error connecting to redis at {cip}:6379: dial tcp {cip}:6379: i/o timeout'),
        ('E8', 'debug', 'dapr.runtime', 'App responded with status {=200|204|500} to {=POST|GET} /{=orders|checkout|dapr/subscribe} in {ms}ms'),
    ])

    vm = extras(VERD_MARK)
    yield make('verdaccio', verdaccio, vm([
        ('E1', 'warn', '', 'config file  - /verdaccio/conf/config.yaml', '---'),
        ('E2', 'info', '', 'plugin successfully loaded: verdaccio-{=htpasswd|audit|auth-memory}', '---'),
        ('E3', 'warn', '', 'http address - http://0.0.0.0:{=4873|4874}/ - verdaccio/5.{=26|27|28}.{=1|2|3}', '---'),
        ('E4', 'info', '', "{ip} requested '{=GET|PUT} /{pkg}'", '<--'),
        ('E5', 'warn', '', 'host registry.npmjs.org is now {=offline|online}', '---'),
        ('E6', 'error', '', "unexpected error: {=EACCES: permission denied, open '/verdaccio/storage/react/package.json'|ENOSPC: no space left on device, write}", '---'),
        ('E7', 'info', '', 'using htpasswd file: /verdaccio/conf/htpasswd', '---'),
        ('E8', 'fatal', '', 'cannot create storage folder /verdaccio/storage: {=EACCES|EROFS}', '---'),
    ]))

    yield make('pentaho-kettle', kettle, [
        ('E1', None, 'Kitchen', 'Start of run.'),
        ('E2', None, '{job}', 'Start of job execution'),
        ('E3', None, '{job}', 'Starting entry [{=Load customers|Load orders|Send mail|Aggregate}]'),
        ('E4', None, '{trans}', 'Dispatching started for transformation [{trans}]'),
        ('E5', None, '{step}', 'Finished processing (I={n}, O=0, R=0, W={n}, U=0, E=0)'),
        ('E6', None, '{step}', "Signaling 'output done' to {=1|2} output rowsets."),
        ('E7', None, '{job}', 'Finished job entry [{=Load customers|Load orders|Send mail|Aggregate}] (result=[{=true|false}])'),
        ('E8', None, 'Kitchen', 'Processing ended after {=12|45|3} {=seconds|minutes}.'),
    ])

    yield make('xrdp', xrdp, [
        ('E1', 'INFO', '', 'Socket {=12|13|14}: AF_INET6 connection received from ::ffff:{ip} port {port5}'),
        ('E2', 'INFO', '', 'Using default X.509 certificate: /etc/xrdp/cert.pem'),
        ('E3', 'INFO', '', 'Security protocol: configured [SSL|RDP], requested [SSL|HYBRID|RDP], selected [{=SSL|RDP}]'),
        ('E4', 'INFO', '', 'connected client computer name: {=LAPTOP-4F2A|DESKTOP-9QX1|WS-ALICE}'),
        ('E5', 'INFO', '', 'xrdp_wm_log_msg: login successful for user {cuser} on display {=10|11|12}'),
        ('E6', 'ERROR', '', 'xrdp_sec_recv: xrdp_mcs_recv failed'),
        ('E7', 'WARN', '', 'Cannot read private key file /etc/xrdp/key.pem: Permission denied'),
        ('E8', 'DEBUG', '', 'xrdp_caps_process_confirm_active: number of capabilities {=18|20|22}'),
    ])

    ai = extras(ASA_ID)
    yield make('cisco-asa', asa, ai([
        ('E1', '6', 'ASA', 'Built {=inbound|outbound} TCP connection {n} for outside:{ip}/{=443|80|22} ({ip}/{=443|80|22}) to inside:{inside}/{port5} ({ip}/{port5})', '302013'),
        ('E2', '6', 'ASA', 'Teardown TCP connection {n} for outside:{ip}/{=443|80} to inside:{inside}/{port5} duration 0:0{=0|1|4}:{=12|37|59} bytes {n} {=TCP FINs|TCP Reset-I|Connection timeout}', '302014'),
        ('E3', '4', 'ASA', 'Deny {=tcp|udp} src outside:{ip}/{port5} dst inside:{inside}/{=23|445|3389} by access-group "outside_access_in" [0x0, 0x0]', '106023'),
        ('E4', '6', 'ASA', 'Built dynamic {=TCP|UDP} translation from inside:{inside}/{port5} to outside:203.0.113.2/{port5}', '305011'),
        ('E5', '5', 'ASA', "User '{=enable_15|admin|netops}' executed the '{=write memory|show running-config|clear xlate}' command.", '111008'),
        ('E6', '3', 'ASA', 'Denied ICMP type={=3|8}, code={=0|3} from {ip} on interface outside', '313001'),
        ('E7', '2', 'ASA', 'Inbound TCP connection denied from {ip}/{port5} to {inside}/{=80|443} flags SYN  on interface outside', '106001'),
        ('E8', '6', 'ASA', 'AAA user authentication Successful : server =  10.0.0.20 : user = {cuser}', '113004'),
    ]), {'6': 'info', '5': 'notice', '4': 'warning', '3': 'error', '2': 'critical'})

    da = extras(DD_AT)
    yield make('datadog-agent', datadog, da([
        ('E1', 'INFO', 'CORE', 'check:{check} | Running check...', 'pkg/collector/worker/check_logger.go:{=40|59} in CheckStarted'),
        ('E2', 'INFO', 'CORE', 'Successfully posted payload to "https://7-46-0-app.agent.datadoghq.com/api/v1/{=series|check_run|intake}", the agent will only log transaction success every {=500|5000} transactions',
         'pkg/forwarder/transaction/transaction.go:{=375|401} in internalProcess'),
        ('E3', 'WARN', 'CORE', 'Error while processing transaction: error while sending transaction, rescheduling it: Post "https://7-46-0-app.agent.datadoghq.com/api/v2/series": context deadline exceeded',
         'pkg/util/log/log.go:{=618|630} in func1'),
        ('E4', 'ERROR', 'CORE', 'check:{ipcheck} | Error running check: {=could not connect to server: Connection refused|Error 111 connecting to localhost:6379. Connection refused.|HTTP 403 Forbidden}',
         'pkg/collector/worker/check_logger.go:{=69|71} in Error'),
        ('E5', 'INFO', 'TRACE', 'No data received', 'pkg/trace/info/stats.go:{=104|111} in LogAndResetStats'),
        ('E6', 'INFO', 'PROCESS', 'Finished {=process|rtprocess|container} check #{n} in {ms}ms', 'collector.go:{=160|174} in runCheck'),
        ('E7', 'INFO', 'CORE', 'Starting Datadog Agent v7.{=46|47}.{=0|1}', 'cmd/agent/subcommands/run/command.go:{=505|531} in startAgent'),
        ('E8', 'WARN', 'CORE', 'Skipping, open /etc/datadog-agent/conf.d/{=kafka.d|apache.d}/conf.yaml: permission denied', 'pkg/autodiscovery/providers/config_reader.go:{=238|250} in read'),
    ]))


if __name__ == '__main__':
    write('heldout34', heldout34())
