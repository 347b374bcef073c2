#!/usr/bin/env python3
"""Writes heldout33/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout32.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so lines that continue an event
(the Java stack trace under a Pulsar `ERROR` or `WARN` with an exception, the .NET exception text under an Octopus
`ERROR`) are left out. Eight message templates or fewer per file, each drawn with varying parameters.
Run:  python3 tools/bench/data/logformats/make_heldout33.py

Labelling choices:
- Apache Pulsar broker (log4j2 with the pattern of Pulsar's conf/log4j2.yaml, `%d{ISO8601_OFFSET_DATE_TIME_HHMM}
  [%t] %-5level %logger{36} - %msg%n`: `yyyy-mm-ddThh:mm:ss,mmm+0000 [thread] LEVEL logger - msg`, the level padded
  to five columns; log4j2's `{36}` keeps the 36 rightmost name parts, so the logger is written in full): level the
  word after the thread (`INFO`, `WARN`, `ERROR`, `DEBUG`); component the logger (`org.apache.pulsar.broker.service
  .ServerCnx` ...); the thread in brackets is header; the message everything after the first ` - ` that follows
  the logger, a `[topic]` or `[/ip:port]` prefix Pulsar writes into its own text included.
- Locust (its console and --logfile format `[%(asctime)s] HOSTNAME/%(levelname)s/%(name)s: %(message)s`:
  `[yyyy-mm-dd hh:mm:ss,mmm] loadgen-01/INFO/locust.main: msg`): level the word between the slashes (`INFO`,
  `WARNING`, `ERROR`); component the logger name after the second slash (`locust.main`, `locust.runners`,
  `locustfile`); the host name before the first slash is header; the message everything after the logger's `: `.
- frp (frpc 0.5x client log to console or file: `yyyy-mm-dd hh:mm:ss.mmm [L] [file.go:line] msg`, the level one
  letter in brackets): level the letter (`I`, `W`, `E`, `D`); no component (''): the bracketed `client/service.go:286`
  is a code location and header; the message everything after the code location's `] `, the `[run id]` and
  `[proxy name]` prefixes frp writes into its text for a logged-in client included.
- Alacritty (its log file /tmp/Alacritty-PID.log and stderr with `-v`: `[elapsed s] [LEVEL] [target] msg`, the first
  field the seconds since start, not a clock, the level padded to five columns inside its brackets): level the word
  in the second brackets (`INFO`, `WARN`, `ERROR`, `DEBUG`); component the Rust log target in the third brackets
  (`alacritty`, `alacritty_config_derive`, `crossfont`, `alacritty::display`); the message everything after the
  target's `] `.
- Octopus Deploy Server (OctopusServer.txt, NLog with fixed-width columns: `yyyy-mm-dd hh:mm:ss.ffff` then the
  process id right-aligned in seven columns, the thread id in six, the upper-case level right-aligned in five, two
  spaces, the message): level the fourth column (`INFO`, `WARN`, `ERROR`, `DEBUG`); no component (''); process and
  thread ids are header; the message everything after the level and its two spaces.
- Homebridge (its log as `homebridge` prints it and the UI shows it: `[M/D/YYYY, h:mm:ss AM] [Plugin] msg`, the
  stamp JavaScript's en-US toLocaleString, a plugin's lines prefixed with the platform or accessory name in brackets,
  Homebridge's own lines without one): no level (null), warnings and errors differ only by terminal colour, absent in
  the file; component the name in the second brackets (`Hue`, `Ring`, `TplinkSmarthome`), '' on Homebridge's own
  lines; the message everything after the name's `] `, or after the stamp's `] ` when there is none.
- smartd (smartmontools) through rsyslog's high-precision file format (`RSYSLOG_FileFormat`: `yyyy-mm-ddThh:mm:ss
  .uuuuuu+02:00 host smartd[pid]: msg`): no level (null), the syslog priority is not in the line; component the ident
  `smartd`, as other sets take a syslog ident; host and `[pid]` are header; the message everything after `]: `, the
  `Device: /dev/sda [SAT], ` prefix smartd writes into its text included.
- Heroku (the Logplex lines `heroku logs` prints: `yyyy-mm-ddThh:mm:ss.uuuuuu+00:00 source[dyno]: msg`, the source
  `heroku` for the platform's own lines and `app` for the application's, the dyno or process in brackets: `router`,
  `web.1`, `worker.1`, `api`): no level (null), Logplex lines carry none (the router's `at=info` / `at=error` is a
  pair inside its message); component the source (`heroku`, `app`), as other sets take the ident before a syslog
  `[pid]`; the dyno in brackets is header; the message everything after `]: `, the router's key=value pairs included.
"""
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(3333)

CUR = {'event': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')


def sfloat(lo, hi, digits):
    return ('%.' + str(digits) + 'f') % R.uniform(lo, hi)


EXTRA = {
    'cip': lambda: CUR['ip'],
    'cuser': lambda: CUR['user'],
    'port5': lambda: str(R.randint(32768, 60999)),
    'topic': lambda: CUR['topic'],
    'sub': lambda: R.choice(['billing-sub', 'audit', 'reader-{=1|2|3}', 'shared-workers']),
    'ledger': lambda: str(R.randint(1000, 99999)),
    'runid': lambda: CUR['runid'],
    'proxy': lambda: R.choice(['ssh', 'web', 'rdp', 'nas-dsm']),
    'frps': lambda: R.choice(['203.0.113.5', 'frp.example.net', '198.51.100.20']),
    'plat': lambda: CUR['plat'],
    'dev': lambda: '/dev/sd' + R.choice('abcd'),
    'path': lambda: R.choice(['/', '/login', '/api/orders', '/api/orders/{n}', '/assets/app.js', '/cart']),
    'dyno': lambda: R.choice(['web.1', 'web.2']),
    'task': lambda: 'ServerTasks-' + str(R.randint(10000, 99999)),
    'machine': lambda: R.choice(['web-01', 'web-02', 'db-01', 'worker-eu-3']),
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
        CUR['clock'] = R.uniform(0.0003, 0.002)
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, ip=var('ip'), user=R.choice(USERS + ['deploy', 'ci-bot']),
                       topic=R.choice(['orders', 'payments', 'clickstream', 'audit-log']),
                       runid='%016x' % R.getrandbits(64),
                       plat=R.choice(['Hue', 'Ring', 'TplinkSmarthome']))
            CUR['clock'] += R.uniform(0.00005, 0.4)
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


# --- Apache Pulsar ------------------------------------------------------------------------------------------------
PULSAR_THREAD = {}


def pulsar(l, c, m):
    t = when()
    return f"{t:%Y-%m-%dT%H:%M:%S},{t.microsecond // 1000:03d}+0000 [{pick(PULSAR_THREAD[CUR['event']])}] {l:<5} {c} - {m}"


# --- Locust -------------------------------------------------------------------------------------------------------
LOCUST_HOST = {}


def locust(l, c, m):
    t = when()
    return f"[{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d}] {pick(LOCUST_HOST[CUR['event']])}/{l}/{c}: {m}"


# --- frp (frpc) ---------------------------------------------------------------------------------------------------
FRP_AT = {}


def frp(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} [{l}] [{pick(FRP_AT[CUR['event']])}] {m}"


# --- Alacritty ----------------------------------------------------------------------------------------------------
def alacritty(l, c, m):
    return f"[{CUR['clock']:.9f}s] [{l:<5}] [{c}] {m}"


# --- Octopus Deploy Server ----------------------------------------------------------------------------------------
def octopus(l, c, m):
    t = when()
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 100:04d} {4724:>7} {R.choice([1, 12, 37, 58, 104]):>6} {l:>5}  {m}"


# --- Homebridge ---------------------------------------------------------------------------------------------------
def homebridge(l, c, m):
    t = when()
    h12 = t.hour % 12 or 12
    ampm = 'AM' if t.hour < 12 else 'PM'
    prefix = f"[{c}] " if c else ''
    return f"[{t.month}/{t.day}/{t.year}, {h12}:{t:%M:%S} {ampm}] {prefix}{m}"


# --- smartd through rsyslog ---------------------------------------------------------------------------------------
def smartd(l, c, m):
    t = when()
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}+02:00 {R.choice(['nas01', 'backup-srv'])} {c}[{R.choice([812, 812, 1433])}]: {m}"


# --- Heroku (Logplex) ---------------------------------------------------------------------------------------------
HEROKU_DYNO = {}


def heroku(l, c, m):
    t = when()
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}+00:00 {c}[{pick(HEROKU_DYNO[CUR['event']])}]: {m}"


def heldout33():
    pt = extras(PULSAR_THREAD)
    IO = 'pulsar-io-{=4|6}-{=1|3|7}'
    yield make('pulsar', pulsar, pt([
        ('E1', 'INFO', 'org.apache.pulsar.broker.PulsarService', "Starting Pulsar Broker service; version: '3.{=0|1}.{=1|2}'", 'main'),
        ('E2', 'INFO', 'org.apache.pulsar.broker.service.ServerCnx', 'New connection from /{cip}:{port5}', IO),
        ('E3', 'INFO', 'org.apache.pulsar.broker.service.ServerCnx',
         '[/{cip}:{port5}] Subscribing on topic persistent://public/default/{topic} / {sub}', IO),
        ('E4', 'INFO', 'org.apache.pulsar.broker.service.ServerCnx', 'Closed connection from /{cip}:{port5}', IO),
        ('E5', 'INFO', 'org.apache.bookkeeper.mledger.impl.ManagedLedgerImpl',
         '[public/default/persistent/{topic}] Created new ledger {ledger}', 'bookkeeper-ml-scheduler-OrderedScheduler-{=0|2}-0'),
        ('E6', 'WARN', 'org.apache.pulsar.broker.service.ServerCnx',
         '[/{cip}:{port5}] Got exception java.io.IOException: Connection reset by peer', IO),
        ('E7', 'ERROR', 'org.apache.pulsar.broker.service.persistent.PersistentTopic',
         '[persistent://public/default/{topic}] Failed to create subscription: {sub}', 'metadata-store-{=10|12}-1'),
        ('E8', 'INFO', 'org.apache.pulsar.broker.loadbalance.impl.ModularLoadManagerImpl',
         'Writing local data to metadata store because maximum change {pct}% exceeded threshold 10%; time since last report written is {=60.0|120.0|900.0} seconds',
         'pulsar-load-manager-1-1'),
    ]))

    lh = extras(LOCUST_HOST)
    MASTER = 'loadgen-01'
    WORKER = 'loadgen-0{=2|3}'
    yield make('locust', locust, lh([
        ('E1', 'INFO', 'locust.main', 'Starting Locust 2.{=15|16}.{=0|1}', '{=loadgen-01|loadgen-02|loadgen-03}'),
        ('E2', 'INFO', 'locust.main', 'Starting web interface at http://0.0.0.0:{=8089|8090} (accepting connections from all network interfaces)', MASTER),
        ('E3', 'INFO', 'locust.runners', 'Ramping to {=50|100|500} users at a rate of {=5.00|10.00|25.00} per second', MASTER),
        ('E4', 'INFO', 'locust.runners', 'All users spawned: ⟨"WebsiteUser": {=50|100|500}⟩ ({=50|100|500} total users)', MASTER),
        ('E5', 'INFO', 'locust.runners', '{=loadgen-02|loadgen-03}_{hex} (index {=0|1|2}) reported as ready. {=1|2|3} workers connected.', MASTER),
        ('E6', 'WARNING', 'locust.runners', 'CPU usage above 90%! This may constrain your throughput and may even give inconsistent response time measurements! See https://docs.locust.io/en/stable/running-distributed.html for how to distribute the load over multiple CPU cores or machines', WORKER),
        ('E7', 'ERROR', 'locustfile', 'Checkout failed for order {n}: HTTP {=500|502|503}', WORKER),
        ('E8', 'INFO', 'locust.main', '--run-time limit reached, shutting down', MASTER),
    ]))

    fa = extras(FRP_AT)
    yield make('frp', frp, fa([
        ('E1', 'I', '', 'start frpc service for config file [/etc/frp/{=frpc.toml|frpc.ini}]', 'sub/root.go:{=142|146}'),
        ('E2', 'I', '', 'try to connect to server...', 'client/service.go:{=294|301}'),
        ('E3', 'I', '', '[{runid}] login to server success, get run id [{runid}]', 'client/service.go:{=286|289}'),
        ('E4', 'I', '', '[{runid}] proxy added: [{proxy} {proxy}]', 'proxy/proxy_manager.go:{=173|156}'),
        ('E5', 'I', '', '[{runid}] [{proxy}] start proxy success', 'client/control.go:{=170|172}'),
        ('E6', 'W', '', '[{runid}] [{proxy}] start error: port already used', 'client/control.go:{=168|174}'),
        ('E7', 'E', '', 'connect to server error: dial tcp {frps}:{=7000|7443}: {=connect: connection refused|i/o timeout}', 'client/service.go:{=298|305}'),
        ('E8', 'D', '', '[{runid}] [{proxy}] join connections, workConn(l[{cip}:{port5}] r[10.0.0.{=5|12}:{=22|80|3389}]) userConn(l[127.0.0.1:{port5}] r[127.0.0.1:{=22|80|5000}])', 'proxy/proxy.go:{=278|291}'),
    ]))

    yield make('alacritty', alacritty, [
        ('E1', 'INFO', 'alacritty', 'Welcome to Alacritty'),
        ('E2', 'INFO', 'alacritty', 'Version 0.{=12|13}.{=0|1|2} ({hex})'),
        ('E3', 'INFO', 'alacritty', 'Running on {=AMD Radeon RX 6600 (navi23, LLVM 15.0.7, DRM 3.49, 6.1.0-13-amd64)|Mesa Intel(R) UHD Graphics 620 (KBL GT2)|llvmpipe (LLVM 15.0.7, 256 bits)}'),
        ('E4', 'INFO', 'alacritty', 'Width: {=800|1280|1920|2560}, Height: {=600|720|1080|1440}'),
        ('E5', 'INFO', 'crossfont', 'Font size changed to {=11.0|12.0|14.0|16.5} px'),
        ('E6', 'WARN', 'alacritty_config_derive', 'Unused config key: {=font.use_thin_strokes|window.gtk_theme_variant|draw_bold_text_with_bright_colors|key_bindings}'),
        ('E7', 'ERROR', 'alacritty', 'Unable to load config "/home/{cuser}/.config/alacritty/alacritty.{=yml|toml}": {=No such file or directory (os error 2)|Config error: invalid type: string, expected a map}'),
        ('E8', 'DEBUG', 'alacritty::display', 'Estimated window size: {=Some|None} ({=80|120} x {=24|40})'),
    ])

    yield make('octopus-server', octopus, [
        ('E1', 'INFO', '', 'Octopus Deploy: Server version 2023.{=2|3}.{n} (Branch: release/2023.{=2|3})'),
        ('E2', 'INFO', '', 'Request took {ms}ms: {=GET|POST} https://octopus.example.com/api/{=Spaces-1/projects|tasks|serverstatus/health} {hex}'),
        ('E3', 'WARN', '', "An error occurred when sending a request to 'https://{ip}:10933/', before the request could begin: The client was unable to establish the initial connection within 00:01:00."),
        ('E4', 'INFO', '', 'Health check for {machine} {=started|completed}'),
        ('E5', 'ERROR', '', 'Unhandled error on request: {=GET|POST} https://octopus.example.com/api/{=Spaces-1/releases|deployments|users/me} {hex} by {cuser}'),
        ('E6', 'INFO', '', 'Executing {=Retention|Health|Deploy} task {task}'),
        ('E7', 'DEBUG', '', 'Acquiring lock on {task} took {ms}ms'),
        ('E8', 'WARN', '', 'Task {task} has been running for more than {=30|60|120} minutes'),
    ])

    yield make('homebridge', homebridge, [
        ('E1', None, '', 'Loaded plugin: homebridge-{=hue|ring|tplink-smarthome|camera-ffmpeg}@{ver}'),
        ('E2', None, '', 'Loaded config.json with {=0|1|3} accessories and {=2|4|5} platforms.'),
        ('E3', None, '', 'Homebridge v1.6.{=0|1} (HAP v0.11.{=0|1}) (Homebridge {hex}) is running on port {=51826|51827|51828}.'),
        ('E4', None, '{plat}', 'Initializing {plat} platform...'),
        ('E5', None, 'Hue', '{=Living Room|Kitchen|Hallway|Bedroom} Lamp: set on {=true|false}'),
        ('E6', None, 'Ring', '{=Front Door|Garage|Backyard} Camera: motion detected'),
        ('E7', None, 'TplinkSmarthome', '[{=Desk Plug|Heater|Aquarium}] device {=offline|unreachable}, retrying in {=10|30|60}s'),
        ('E8', None, '', 'Got SIG{=TERM|INT}, shutting down Homebridge...'),
    ])

    yield make('smartd', smartd, [
        ('E1', None, 'smartd', 'Device: {dev} [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from {=34|36|38|40} to {=35|37|39|41}'),
        ('E2', None, 'smartd', 'Device: {dev} [SAT], SMART Prefailure Attribute: 1 Raw_Read_Error_Rate changed from {=100|117|200} to {=99|116|199}'),
        ('E3', None, 'smartd', 'Device: {dev} [SAT], {=8|16|24|120} Currently unreadable (pending) sectors'),
        ('E4', None, 'smartd', 'Device: {dev} [SAT], opened'),
        ('E5', None, 'smartd', 'Device: /dev/nvme{=0|1}, is SMART capable. Adding to "monitor" list.'),
        ('E6', None, 'smartd', 'Monitoring {=2|3|4} ATA/SATA, 0 SCSI/SAS and {=0|1|2} NVMe devices'),
        ('E7', None, 'smartd', 'Device: {dev} [SAT], starting scheduled {=Short|Long} Self-Test.'),
        ('E8', None, 'smartd', 'smartd received signal 15: Terminated'),
    ])

    hd = extras(HEROKU_DYNO)
    yield make('heroku', heroku, hd([
        ('E1', None, 'heroku', 'at=info method={=GET|POST} path="{path}" host=shop-demo.herokuapp.com request_id={uuid} fwd="{ip}" dyno={dyno} connect={=0|1|2}ms service={ms}ms status={=200|201|302|304} bytes={n} protocol=https', 'router'),
        ('E2', None, 'heroku', 'at=error code=H12 desc="Request timeout" method=GET path="{path}" host=shop-demo.herokuapp.com request_id={uuid} fwd="{ip}" dyno={dyno} connect={=0|1}ms service=30000ms status=503 bytes=0 protocol=https', 'router'),
        ('E3', None, 'heroku', 'State changed from {=starting|up|crashed} to {=up|down|starting}', '{=web.1|web.2|worker.1}'),
        ('E4', None, 'heroku', 'Process exited with status {=0|1|137|143}', '{=web.1|web.2|worker.1}'),
        ('E5', None, 'heroku', 'Error R14 (Memory quota exceeded)', '{=web.1|web.2|worker.1}'),
        ('E6', None, 'app', 'Listening on http://0.0.0.0:{=23456|41234|51877|3000}', '{=web.1|web.2}'),
        ('E7', None, 'app', 'Processed job {uuid} ({=SendReceiptJob|SyncInventoryJob|CleanupCartsJob}) in {ms}ms', 'worker.1'),
        ('E8', None, 'app', 'Release v{=41|42|57|103} created by user {cuser}@example.com', 'api'),
    ]))


if __name__ == '__main__':
    write('heldout33', heldout33())
