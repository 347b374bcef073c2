#!/usr/bin/env python3
"""Writes heldout23/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here or in heldout22, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
One row is one physical line, as in every other folder (the eval joins the rows' lines and scores one record per
line), so events that some of these systems spread over several lines are left out.
Run:  python3 tools/bench/data/logformats/make_heldout23.py

Labelling choices:
- SAP/Sybase ASE errorlog (`ii:tttt:fffff:sssss:yyyy/mm/dd hh:mm:ss.cc source  msg`, source `server` or `kernel`):
  no level; component the source word; the instance:thread:family:spid prefix and the stamp are header.
- Informix online.log (`hh:mm:ss  msg`, a time of day and two spaces, no date): no level, no component.
- Rspamd rspamd.log (`yyyy-mm-dd hh:mm:ss #pid(process) <tag>; module; function: msg`): no level; component the
  module between the semicolons (`task`, `lua`, `map`); pid, process type, tag and the function with its colon (for
  Lua code `file.lua:line:`) are header.
- hMailServer log (tab-separated, every text column in double quotes: `"SMTPD"<tab>thread<tab>session<tab>"stamp"
  <tab>"ip"<tab>"msg"`, the session and ip columns only on SMTPD/SMTPC/IMAPD/POP3D lines): no level; component the
  first column without quotes (`SMTPD`, `APPLICATION`, `TCPIP`); the message the last column without its quotes.
- openHAB openhab.log (`yyyy-mm-dd hh:mm:ss.mmm [LEVEL] [logger] - msg`, the level padded to five, the logger padded
  and cut to its last 36 characters by the `%-36.36c` pattern): component the logger as written, padding stripped
  (a cut one like `re.model.lsp.internal.ModelServer` kept cut).
- HCL/Lotus Domino server console log (`mm/dd/yyyy hh:mm:ss AM  Task: msg`, 12-hour clock, two spaces): no level;
  component the server task before the colon (`Router`, `AMgr`, `HTTP Server`), '' on the lines of the server
  itself (`Opened session for ...`), whose messages may hold colons of their own.
- Privoxy logfile (`yyyy-mm-dd hh:mm:ss.mmm threadid Kind: msg`): no component; the kind word is the level for
  `Info`/`Error`/`Fatal error` (fatal read as critical) and a debug class with no level (None) for `Crunch`,
  `Request`, `Connect`; the message starts after its colon; the thread id is header.
- Splunk splunkd.log (`mm-dd-yyyy hh:mm:ss.mmm +zzzz LEVEL Component [pid thread] - msg`, the level padded to
  five): component the word after the level (`TailReader`, `TcpOutputFd`); pid and thread bracket are header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'fatal error': 'critical'}.items():
    NORM.setdefault(k, v)

R.seed(2323)


def sybase(l, c, m):
    pre = f"00:{R.randint(0, 30):04d}:00000:{R.choice([0, 0, R.randint(10, 400)]):05d}"
    return f"{pre}:{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')}.{R.randint(0, 99):02d} {c}  {m}"

def informix(l, c, m):
    return f"{stamp('{h:02d}:{mi:02d}:{s:02d}')}  {m}"

RSPAMD_FN = {'id:': 'rspamd_task_write_log', 'accepted': 'accept_socket', 'slow': 'rspamd_symcache_check_symbol',
             'https://maps': 'http_map_finish', 'cannot': 'rspamd_redis_stat_learn', 'check': 'settings.lua:{n}',
             'skip': 'dkim_signing.lua:{n}'}

def rspamd(l, c, m):
    fn = next(v for k, v in RSPAMD_FN.items() if m.startswith(k))
    proc = R.choice(['normal', 'normal', 'rspamd_proxy'])
    return (f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} #{R.randint(1000, 60000)}({proc}) "
            f"<{R.getrandbits(24):06x}>; {c}; {fill(fn)}: {m}")

def hmail(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')
    if c in ('SMTPD', 'SMTPC', 'IMAPD', 'POP3D'):
        return f'"{c}"\t{R.randint(1000, 9000)}\t{R.randint(1, 900)}\t"{st}"\t"{var("ip")}"\t"{m}"'
    return f'"{c}"\t{R.randint(1000, 9000)}\t"{st}"\t"{m}"'

def openhab(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l:<5}] [{c:<36}] - {m}"

def domino(l, c, m):
    h = R.randint(1, 12)
    day = stamp('{mo:02d}/{d:02d}/{y}')
    t = f"{day} {h:02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d} {R.choice(['AM', 'PM'])}"
    return f"{t}  {c}: {m}" if c else f"{t}  {m}"

def privoxy(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} 7f{R.getrandbits(40):010x} {l}: {m}"

def splunkd(l, c, m):
    th = {'TailReader': 'tailreader0', 'DateParserVerbose': 'merging_0', 'TcpOutputFd': 'TcpOutEloop',
          'TcpOutputProc': 'indexerPipe', 'LMStackMgr': 'MainThread', 'HttpListener': 'HttpDedicatedIoThread-0'}[c]
    return (f"{stamp('{mo:02d}-{d:02d}-{y} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} +0000 {l:<5} {c} "
            f"[{R.randint(1000, 90000)} {th}] - {m}")


def cut(logger):
    return logger[-36:]


def heldout23():
    yield make('sybase-ase', sybase, [
        ('E1', None, 'kernel', 'Using config area from primary master device.'),
        ('E2', None, 'kernel', 'Thread {n} (LWP {n}) of Threadpool syb_default_pool online as engine {n}'),
        ('E3', None, 'server', "Recovering database 'sales{n}'."),
        ('E4', None, 'server', 'Error: 1105, Severity: 17, State: {n}'),
        ('E5', None, 'server', "Can't allocate space for object 'syslogs' in database 'tempdb' because 'logsegment' segment is full/has no free extents."),
        ('E6', None, 'kernel', 'Cannot read, host process disconnected: {host} spid: {n}'),
        ('E7', None, 'server', "Started filling free space info for database 'sales{n}'."),
    ])
    yield make('informix-online', informix, [
        ('E1', None, '', 'Checkpoint Completed:  duration was {n} seconds.'),
        ('E2', None, '', 'Checkpoint loguniq {n}, logpos {x}, timestamp: {x} Interval: {n}'),
        ('E3', None, '', 'Logical Log {n} Complete, timestamp: {x}.'),
        ('E4', None, '', 'Maximum server connections {n}'),
        ('E5', None, '', 'Checkpoint Statistics - Avg. Txn Block Time 0.000, # Txns blocked {n}, Plog used {n}, Llog used {n}'),
        ('E6', None, '', 'Dynamically allocated new virtual shared memory segment (size {n}KB)'),
    ])
    yield make('rspamd', rspamd, [
        ('E1', None, 'task', 'id: <{hex}@example.com>, qid: <{hex}>, ip: {ip}, from: <{user}@example.com>, (default: F (no action): [-0.{n}/15.00] [R_SPF_ALLOW,MIME_GOOD,ARC_NA]), len: {n}, time: {ms}.512ms, dns req: {n}'),
        ('E2', None, 'task', 'accepted connection from {ip} port {n}'),
        ('E3', None, 'task', 'slow rule: FUZZY_CALLBACK: {ms} ms'),
        ('E4', None, 'map', 'https://maps.rspamd.com/rspamd/spf_dkim_whitelist.inc.zst(200): read map data {n} bytes'),
        ('E5', None, 'lua', 'check for settings'),
        ('E6', None, 'lua', 'skip signing: sender domain example{n}.org is not in the signing table'),
        ('E7', None, 'task', 'cannot learn message: redis server {ip}:6379 returned timeout'),
    ])
    yield make('hmailserver', hmail, [
        ('E1', None, 'SMTPD', 'RECEIVED: EHLO mail{n}.example.net'),
        ('E2', None, 'SMTPD', 'SENT: 550 Unknown user'),
        ('E3', None, 'SMTPC', 'SENT: MAIL FROM:<{user}@example.com>'),
        ('E4', None, 'IMAPD', 'RECEIVED: A{n} LOGIN "{user}@example.com" ***'),
        ('E5', None, 'APPLICATION', 'SMTPDeliverer - Message {n}: Delivering message from {user}@example.com to bob@example.org.'),
        ('E6', None, 'TCPIP', 'TCP - {ip} connected to 10.0.0.2:25.'),
        ('E7', None, 'POP3D', 'SENT: +OK {n} messages ({n} octets)'),
    ])
    yield make('openhab', openhab, [
        ('E1', 'INFO', cut('openhab.event.ItemStateChangedEvent'), "Item 'Temp_Room{n}' changed from 21.5 °C to 21.6 °C"),
        ('E2', 'INFO', cut('openhab.event.ItemCommandEvent'), "Item 'Light_{n}' received command ON"),
        ('E3', 'INFO', cut('org.openhab.core.model.lsp.internal.ModelServer'), 'Started Language Server Protocol (LSP) service on port 5007'),
        ('E4', 'INFO', cut('org.openhab.core.model.core.internal.ModelRepositoryImpl'), "Loading model 'home{n}.items'"),
        ('E5', 'WARN', cut('org.openhab.binding.mqtt.handler.BrokerHandler'), 'MQTT broker {ip}:1883 connection lost, retrying in {ms} ms'),
        ('E6', 'ERROR', cut('org.openhab.core.automation.module.script.internal.handler.AbstractScriptModuleHandler'), "Script execution of rule with UID 'rule{n}' failed: null"),
        ('E7', 'INFO', cut('openhab.event.ThingStatusInfoChangedEvent'), "Thing 'zwave:device:{hex}:node{n}' changed from ONLINE to OFFLINE (COMMUNICATION_ERROR)"),
    ])
    yield make('lotus-domino', domino, [
        ('E1', None, 'Router', 'Transferred {n} messages to SMTP relay {host}'),
        ('E2', None, 'Router', 'Message 00{hex} delivered to {user}/Acme from bob/Acme Size: {n}K'),
        ('E3', None, 'AMgr', "Start executing agent 'Cleanup' in 'mail/{user}.nsf'"),
        ('E4', None, 'HTTP Server', 'Started'),
        ('E5', None, 'Replicator', 'Finished replication with server HUB{n}/Acme'),
        ('E6', None, '', 'Opened session for {user}/Acme (Release 12.0.2)'),
        ('E7', None, '', 'Closed session for {user}/Acme Databases accessed: {n}  Documents read: {n}  Documents written: {n}'),
    ])
    yield make('privoxy', privoxy, [
        ('E1', 'Info', '', 'Loading filter file: /etc/privoxy/default.filter'),
        ('E2', 'Info', '', 'Listening on port 8118 on IP address 127.0.0.1'),
        ('E3', 'Crunch', '', 'Blocked: http://ads{n}.example.net/banner.gif'),
        ('E4', 'Request', '', 'www.example.org/articles/{n}'),
        ('E5', 'Connect', '', 'to {host} successful'),
        ('E6', 'Error', '', 'connect to: {host} failed: Operation timed out'),
        ('E7', 'Fatal error', '', "can't bind to 127.0.0.1:8118: Address already in use"),
    ])
    yield make('splunkd', splunkd, [
        ('E1', 'INFO', 'TailReader', "Batch input finished reading file='/var/log/app{n}.log'"),
        ('E2', 'WARN', 'DateParserVerbose', 'Failed to parse timestamp in first MAX_TIMESTAMP_LOOKAHEAD (128) characters of event. Defaulting to timestamp of previous event. Context: source=/var/log/app{n}.log|host={host}|app:log|{n}'),
        ('E3', 'ERROR', 'TcpOutputFd', 'Connection to host={ip}:9997 failed'),
        ('E4', 'WARN', 'TcpOutputProc', 'The TCP output processor has paused the data flow. Forwarding to host_dest={ip} inside output group default-autolb-group has been blocked for {n} seconds.'),
        ('E5', 'INFO', 'LMStackMgr', 'license_warnings_update_interval=auto has reached the minimum threshold 10. Will not reduce license_warnings_update_interval beyond this value'),
        ('E6', 'ERROR', 'HttpListener', 'Exception while processing request from {ip}:{n} for /services/collector/event: Connection closed by peer'),
    ])


if __name__ == '__main__':
    write('heldout23', heldout23())
