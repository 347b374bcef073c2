#!/usr/bin/env python3
"""Writes heldout26/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
One row is one physical line, as in every other folder (the eval joins the rows' lines and scores one record per
line), so events that some of these systems spread over several lines, and lines without the product's header
(a service's own stdout in an SMF log, a Storm worker's multi-line conf dump), are left out.
Run:  python3 tools/bench/data/logformats/make_heldout26.py

Labelling choices:
- ioBroker js-controller log file (iobroker.current.log: `yyyy-mm-dd hh:mm:ss.mmm  - level: source (pid) msg`,
  the source a host `host.<hostname>` without a pid or an adapter instance `javascript.0` followed by its pid in
  parentheses): level the word after the dash (`silly`, `debug`, `info`, `warn`, `error`; `silly` read as trace);
  component the source (`host.raspberrypi`, `admin.0`, `zigbee.0`); the `(pid)` is header; a script name opening a
  javascript adapter's text (`script.js.common.Heating: ...`) is the message's.
- Apache Storm daemon and worker logs (nimbus.log, supervisor.log, worker.log; log4j2 pattern
  `%d{yyyy-MM-dd HH:mm:ss.SSS} %c{1.} %t [%p] %msg`): component the logger name as abbreviated in the line
  (`o.a.s.d.n.Nimbus`); the thread (`main`, `timer`, `Thread-15-split-executor[7, 7]`,
  `main-SendThread(zk1.internal:2181)`, spaces and brackets included) is header; level the word in brackets.
- Liquidsoap log (`yyyy/mm/dd hh:mm:ss [label:N] msg`): component the label before the colon (`main`,
  `clock.main`, an operator or output id such as `radio_mp3`, `switch_65`); level Liquidsoap's number 1..5, read
  by its own names 1 critical, 2 severe -> error, 3 important -> notice, 4 info, 5 debug; the `>>> LOG START`
  line a fresh log file opens with carries no label: level null, component '', message `>>> LOG START`.
- apcupsd event log /var/log/apcupsd.events (`yyyy-mm-dd hh:mm:ss +zzzz  msg`, two spaces after the zone): no
  level and no component; the message everything after the zone.
- Drupal watchdog through the core syslog module, default format `!base_url|!timestamp|!type|!ip|!request_uri|
  !referer|!uid|!link|!message` behind a syslog prefix `Mmm dd hh:mm:ss host drupal: ` (no pid, Drupal opens
  syslog without LOG_PID): no level (Drupal's severity goes to the syslog priority, not into the line: null);
  component the watchdog type (`php`, `user`, `cron`, `content`, `page not found`, `access denied`, `system`,
  `mail`); the message the last field, the text after the eighth pipe; the syslog prefix, base URL, epoch
  timestamp, IP, request URI, referer, uid and link (empty, or the stripped `view` link text) are header.
- illumos / Solaris SMF service log /var/svc/log/<service>:<instance>.log (`[ Mmm dd hh:mm:ss msg ]`, day padded
  with a space): no level and no component; the message the text between the stamp and the closing ` ]`.
- PulseAudio daemon on stderr, default flags (`L: [thread] file.c: msg`, no stamp, one level letter E/W/N/I/D):
  level the letter (N read as notice); component the thread name in square brackets as written (`pulseaudio` for
  the main thread, `alsa-sink-ALC892 Analog`, `alsa-source-USB Audio`), as other sets take a process ident; the
  source file name with its colon is a code location and header, as the source locations in zypper's and
  PipeWire's lines.
- qmail-send through multilog (`@<tai64n> msg`, the stamp `@` and 24 hex digits): no level field (null; qmail's
  own `warning:` and `alert:` openings stay message text) and no component; the message everything after the
  stamp's space, qmail's underscore-for-space encoding of remote replies as written.
"""
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(2626)

CUR = {'event': None}  # the event of the row being made, for header functions whose header depends on it
CHOICE = re.compile(r'\{=([^}]*)\}')


def pick(t):
    """`{=a|b|c}` in a template or a component: one of the alternatives, drawn per row (names, paths, ids that
    genlog's placeholders do not cover); the rest is filled by genlog's `fill`."""
    return fill(CHOICE.sub(lambda m: R.choice(m.group(1).split('|')), t))


def make(name, header, events, table=None):
    """genlog's make_filled with `{=a|b}` choices; `table` holds this system's own level words or numbers, in NORM
    only while this file is made."""
    saved = dict(NORM)
    NORM.update(table or {})
    try:
        out = []
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR['event'] = eid
            comp, msg = pick(comp), pick(tmpl)
            line = header(lvl, comp, msg)
            norm = NORM.get(lvl.strip().lower()) if lvl else None
            out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
        return name, out
    finally:
        NORM.clear()
        NORM.update(saved)


def when():
    return datetime(2023, R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), tzinfo=timezone.utc)


def iobroker(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')
    pid = '' if c.startswith('host.') else f" ({R.randint(400, 32000)})"
    return f"{st}  - {l}: {c}{pid} {m}"


STORM_THREADS = {  # the thread each event is logged from
    'E1': ['main'], 'E2': ['timer', 'pool-14-thread-3'], 'E3': ['main'], 'E4': ['SLOT_6700', 'SLOT_6701', 'SLOT_6702'],
    'E5': ['SLOT_6700', 'SLOT_6701'], 'E6': ['Thread-15-split-executor[7, 7]', 'Thread-19-count-executor[3, 3]'],
    'E7': ['client-worker-1', 'Netty-server-localhost-6700-worker-1'],
    'E8': ['main-SendThread(zk1.internal:2181)', 'main-SendThread(zk3.internal:2181)'],
    'E9': ['Thread-21-__acker-executor[5, 5]', 'Thread-15-split-executor[7, 7]'],
    'E10': ['refresh-active-timer', 'refresh-connections-timer'], 'E11': ['main'],
}


def storm(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')
    return f"{st} {c} {R.choice(STORM_THREADS[CUR['event']])} [{l}] {m}"


def liquidsoap(l, c, m):
    st = stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    return f"{st} {m}" if not c else f"{st} [{c}:{l}] {m}"


def apcupsd(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    return f"{st} {R.choice(['+0000', '+0100', '-0500', '+0200'])}  {m}"


DRUPAL_URI = {'php': ['/node/{n}', '/admin/content', '/user/{n}/edit', '/search/node?keys=opening+hours'],
              'user': ['/user/login', '/user/login?destination=/node/{n}', '/user/logout'],
              'cron': ['/cron/{hex}{hex}', 'http://localhost/'],
              'content': ['/node/add/article', '/node/{n}/edit'],
              'page not found': ['/wp-login.php', '/.env', '/xmlrpc.php', '/sites/default/files/old-brochure.pdf'],
              'access denied': ['/admin/config', '/node/{n}/edit', '/admin/people'],
              'system': ['/admin/modules', '/admin/config/development/performance'],
              'mail': ['/contact/feedback', '/user/password']}


def drupal(l, c, m):
    t = when()
    base = 'https://www.example.org'
    uri = base + pick(R.choice(DRUPAL_URI[c]))
    ref = R.choice(['', base + '/', base + '/admin/content'])
    uid = 0 if c in ('page not found', 'access denied', 'user') and R.random() < 0.7 else R.randint(1, 60)
    link = 'view' if c == 'content' else ''
    head = f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {R.choice(['web1', 'web2'])} drupal: "
    return head + f"{base}|{int(t.timestamp())}|{c}|{var('ip')}|{uri}|{ref}|{uid}|{link}|{m}"


def smf(l, c, m):
    return f"[ {stamp('{mon} {d:2d} {h:02d}:{mi:02d}:{s:02d}')} {m} ]"


PULSE_SRC = {}


def pulseaudio(l, c, m):
    return f"{l}: [{c}] {PULSE_SRC[CUR['event']]}: {m}"


def pulse_events(events):
    """PulseAudio's source file goes with the event: kept in PULSE_SRC for the header function."""
    out = []
    for eid, lvl, comp, tmpl, src in events:
        out.append((eid, lvl, comp, tmpl))
        PULSE_SRC[eid] = src
    return out


def tai64n():
    t = when()
    return '@%016x%08x' % (2 ** 62 + 10 + int(t.timestamp()), R.randint(0, 999999999))


def qmail(l, c, m):
    return f"{tai64n()} {m}"


def heldout26():
    yield make('iobroker', iobroker, [
        ('E1', 'info', 'host.{=raspberrypi|iobroker-nuc}', 'iobroker.js-controller version 4.0.24 js-controller starting'),
        ('E2', 'info', 'host.{=raspberrypi|iobroker-nuc}', 'instance system.adapter.{=admin|javascript|zigbee|shelly|mqtt}.0 started with pid {n}'),
        ('E3', 'info', 'admin.0', 'starting. Version 6.{=3|10}.{=5|1} in /opt/iobroker/node_modules/iobroker.admin, node: v18.17.1, js-controller: 4.0.24'),
        ('E3', 'info', 'zigbee.0', 'starting. Version 1.8.{=10|24} in /opt/iobroker/node_modules/iobroker.zigbee, node: v18.17.1, js-controller: 4.0.24'),
        ('E4', 'warn', 'javascript.0', 'script.js.common.{=Heating|Lights_Garden|Doorbell}: Device state stale for {n} seconds, using last known value'),
        ('E5', 'error', 'mqtt.0', 'Client [{=ESP_Kitchen|tasmota_4F2A1C|shellyplus1-a8032a}] connection closed: timeout'),
        ('E6', 'info', 'zigbee.0', 'Device \'0x00158d000{hex}\' joined'),
        ('E7', 'warn', 'host.{=raspberrypi|iobroker-nuc}', 'instance system.adapter.{=shelly|zigbee}.0 terminated with code 11 (ADAPTER_REQUESTED_TERMINATION)'),
        ('E8', 'error', 'shelly.0', '[MQTT] Device with client id "shellyplus1pm-{hex}" connected, but no password configured'),
        ('E9', 'debug', 'javascript.0', 'script.js.common.Lights_Garden: setForeignState(zigbee.0.0x00158d000{hex}.state, true)'),
        ('E10', 'silly', 'admin.0', 'States system redis pmessage system.adapter.admin.0.alive/system.adapter.admin.0.alive:{"val":true,"ack":true,"ts":1686730502{=118|427|903}}'),
        ('E11', 'info', 'javascript.0', 'script.js.common.Doorbell: Doorbell pressed at front door, sent notification to {n} devices'),
    ], {'silly': 'trace'})
    yield make('storm', storm, [
        ('E1', 'INFO', 'o.a.s.d.n.Nimbus', "Starting nimbus server for storm version '2.4.0'"),
        ('E2', 'INFO', 'o.a.s.d.n.Nimbus', 'Setting new assignment for topology id {=wordcount|clicks-enrich}-{=1|2|7}-16867{=30112|41877|52290}: Assignment(master_code_dir:/var/storm, node_host:{{uuid}={=worker2|worker3}.internal})'),
        ('E3', 'INFO', 'o.a.s.d.s.Supervisor', "Starting supervisor for storm version '2.4.0'."),
        ('E4', 'INFO', 'o.a.s.d.s.Slot', 'STATE WAITING_FOR_WORKER_START msInState: {ms} topo:{=wordcount|clicks-enrich}-{=1|2|7}-16867{=30112|41877|52290} worker:{uuid} -> RUNNING msInState: 0'),
        ('E5', 'WARN', 'o.a.s.d.s.Slot', 'SLOT 6700: HB is too old {n} > 30'),
        ('E6', 'INFO', 'o.a.s.e.b.BoltExecutor', 'Preparing bolt {=split|count}:[{=3|4|7|8}]'),
        ('E7', 'ERROR', 'o.a.s.m.n.Client', 'connection attempt {=1|2|3|5|12} to Netty-Client-{=worker2.internal|worker3.internal}/{ip}:6701 failed: java.net.ConnectException: Connection refused'),
        ('E8', 'WARN', 'o.a.s.s.o.a.z.ClientCnxn', 'Session 0x1000{hex}0003 for server {=zk1|zk3}.internal/{ip}:2181, Closing socket connection and attempting reconnect'),
        ('E9', 'ERROR', 'o.a.s.u.Utils', 'Async loop died!'),
        ('E10', 'INFO', 'o.a.s.d.w.WorkerState', 'All connections are ready for worker {uuid}:6700 with id {uuid}'),
        ('E11', 'INFO', 'o.a.s.d.w.Worker', 'Launching worker for {=wordcount|clicks-enrich}-{=1|2|7}-16867{=30112|41877|52290} on {uuid}:6700 with id {uuid}'),
    ])
    yield make('liquidsoap', liquidsoap, [
        ('E1', None, '', '>>> LOG START'),
        ('E2', '3', 'main', 'Liquidsoap 2.1.4'),
        ('E3', '3', 'clock.main', 'Streaming loop starts in auto-sync mode'),
        ('E4', '2', 'clock.main', 'We must catchup {=0|1|2|4}.{=06|12|57|83} seconds!'),
        ('E5', '3', 'radio_mp3', 'Connecting mount radio.mp3 for source@{=localhost|icecast.internal}...'),
        ('E6', '2', 'radio_mp3', 'Connection failed: could not connect to host: Unix.Unix_error(Unix.ECONNREFUSED, "connect", "")'),
        ('E7', '3', 'radio_mp3', 'Will try again in 3.00 sec.'),
        ('E8', '3', 'playlist', 'Prepared "/srv/music/{=Nightdrive|Coastline|Tape Hiss}/{n} - {=Intro|Slow Tide|Neon}.mp3" (RID {n}).'),
        ('E9', '3', 'switch_65', 'Switch to {=playlist|input.harbor|safe_blank}.'),
        ('E10', '4', 'input.harbor', 'Adding mountpoint \'/live\' on port 8005'),
        ('E11', '1', 'main', 'Shutdown started!'),
        ('E12', '5', 'decoder', 'Trying decoder "FFMPEG" for "/srv/music/Coastline/{n} - Neon.mp3"...'),
    ], {'1': 'critical', '2': 'error', '3': 'notice', '4': 'info', '5': 'debug'})
    yield make('apcupsd', apcupsd, [
        ('E1', None, '', 'apcupsd 3.14.14 (31 May 2016) debian startup succeeded'),
        ('E2', None, '', 'Power failure.'),
        ('E3', None, '', 'Running on UPS batteries.'),
        ('E4', None, '', 'Mains returned. No longer on UPS batteries.'),
        ('E5', None, '', 'Power is back. UPS running on mains.'),
        ('E6', None, '', 'Battery charge below low limit.'),
        ('E7', None, '', 'Initiating system shutdown!'),
        ('E8', None, '', 'Communications with UPS lost.'),
        ('E9', None, '', 'Communications with UPS restored.'),
        ('E10', None, '', 'UPS Self Test switch to battery.'),
        ('E11', None, '', 'UPS Self Test completed: Battery OK'),
        ('E12', None, '', 'apcupsd exiting, signal {=15|2}'),
    ])
    yield make('drupal-syslog', drupal, [
        ('E1', None, 'php', 'Warning: Undefined array key "{=field_image|field_tags|und}" in template_preprocess_node() (line {=245|1120} of /var/www/html/core/modules/node/node.module).'),
        ('E2', None, 'php', 'Drupal\\Core\\Database\\DatabaseExceptionWrapper: SQLSTATE[HY000] [2002] Connection refused in Drupal\\mysql\\Driver\\Database\\mysql\\Connection::open() (line 140 of /var/www/html/core/modules/mysql/src/Driver/Database/mysql/Connection.php).'),
        ('E3', None, 'user', 'Session opened for {user}.'),
        ('E4', None, 'user', 'Login attempt failed for {user}.'),
        ('E5', None, 'cron', 'Cron run completed.'),
        ('E6', None, 'content', 'article: added {=Summer opening hours|Board meeting minutes|New parking rules}.'),
        ('E7', None, 'page not found', '/{=wp-login.php|.env|xmlrpc.php|sites/default/files/old-brochure.pdf}'),
        ('E8', None, 'access denied', '/admin/{=config|people|structure}'),
        ('E9', None, 'system', '{=pathauto|redirect|admin_toolbar} module installed.'),
        ('E10', None, 'mail', 'Error sending email (from noreply@example.org to {user}@example.com with reply-to not set).'),
    ])
    yield make('smf-svc', smf, [
        ('E1', None, '', 'Enabled.'),
        ('E2', None, '', 'Executing start method ("/lib/svc/method/{=sshd start|svc-nginx start|net-physical}").'),
        ('E3', None, '', 'Method "start" exited with status {=0|0|0|1|95}.'),
        ('E4', None, '', 'Stopping because service restarting.'),
        ('E5', None, '', 'Executing stop method (:kill).'),
        ('E6', None, '', 'Stopping because all processes in service exited.'),
        ('E7', None, '', 'Stopping because process dumped core.'),
        ('E8', None, '', 'Restarting too quickly, changing state to maintenance.'),
        ('E9', None, '', 'Leaving maintenance because clear requested.'),
        ('E10', None, '', 'Rereading configuration.'),
        ('E11', None, '', 'Executing refresh method ("/lib/svc/method/{=sshd restart|svc-nginx refresh}").'),
        ('E12', None, '', 'Method or service exit timed out.  Killing contract {n}.'),
    ])
    yield make('pulseaudio', pulseaudio, pulse_events([
        ('E1', 'W', 'pulseaudio', 'Stale PID file, overwriting.', 'pid.c'),
        ('E2', 'W', 'pulseaudio', 'This program is not intended to be run as root (unless --system is specified).', 'main.c'),
        ('E3', 'W', 'pulseaudio', "Failed to open cookie file '/home/{user}/.config/pulse/cookie': No such file or directory", 'authkey.c'),
        ('E4', 'E', 'pulseaudio', 'Failed to find a working profile.', 'module-alsa-card.c'),
        ('E5', 'E', 'pulseaudio', 'Failed to load module "module-alsa-card" (argument: "device_id="{=1|2}" name="usb-Generic_USB_Audio-00" card_name="alsa_card.usb-Generic_USB_Audio-00" namereg_fail=false tsched=yes"): initialization failed.', 'module.c'),
        ('E6', 'E', 'pulseaudio', "GetManagedObjects() failed: org.freedesktop.DBus.Error.TimedOut: Failed to activate service 'org.bluez': timed out (service_start_timeout=25000ms)", 'bluez5-util.c'),
        ('E7', 'W', 'alsa-sink-ALC892 Analog', 'ALSA woke us up to write new data to the device, but there was actually nothing to write.', 'alsa-sink.c'),
        ('E8', 'W', 'alsa-sink-ALC892 Analog', "Most likely this is a bug in the ALSA driver 'snd_hda_intel'. Please report this issue to the ALSA developers.", 'alsa-sink.c'),
        ('E9', 'N', 'pulseaudio', 'Unable to contact D-Bus: org.freedesktop.DBus.Error.NotSupported: Unable to autolaunch a dbus-daemon without a $DISPLAY for X11', 'server-lookup.c'),
        ('E10', 'I', 'pulseaudio', 'Created sink {=0|1|2} "alsa_output.pci-0000_00_1f.3.analog-stereo" with sample spec s16le 2ch {=44100|48000}Hz and channel map front-left,front-right', 'sink.c'),
        ('E11', 'D', 'pulseaudio', 'Sink alsa_output.pci-0000_00_1f.3.analog-stereo idle for too long, suspending ...', 'module-suspend-on-idle.c'),
        ('E12', 'W', 'alsa-source-USB Audio', 'Overrun!', 'alsa-source.c'),
    ]), {'n': 'notice'})
    yield make('qmail-send', qmail, [
        ('E1', None, '', 'new msg {n}{n}'),
        ('E2', None, '', 'info msg {n}{n}: bytes {n} from <{user}@example.com> qp {n} uid {=89|1000|1003}'),
        ('E3', None, '', 'starting delivery {n}: msg {n}{n} to remote {user}@example.org'),
        ('E4', None, '', 'starting delivery {n}: msg {n}{n} to local example.com-{user}@example.com'),
        ('E5', None, '', 'status: local {=0|1|2}/10 remote {=0|1|3|7}/20'),
        ('E6', None, '', 'delivery {n}: success: {ip}_accepted_message./Remote_host_said:_250_2.0.0_Ok:_queued_as_{hex}/'),
        ('E7', None, '', 'delivery {n}: success: did_1+0+0/'),
        ('E8', None, '', 'delivery {n}: deferral: Connected_to_{ip}_but_greeting_failed./Remote_host_said:_421_4.7.0_Try_again_later,_closing_connection./'),
        ('E9', None, '', "delivery {n}: failure: Sorry,_I_couldn't_find_any_host_named_{=example.invalid|mial.example.com}._(#5.1.2)/"),
        ('E10', None, '', 'end msg {n}{n}'),
        ('E11', None, '', 'bounce msg {n}{n} qp {n}'),
        ('E12', None, '', 'warning: trouble opening remote/{n}/{n}{n}; will try again later'),
    ])


if __name__ == '__main__':
    write('heldout26', heldout26())
