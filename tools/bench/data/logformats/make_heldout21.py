#!/usr/bin/env python3
"""Writes heldout21/: eight labelled log formats, a blind set for issue 19's sixteenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout21.py

Labelling choices:
- VMware ESXi hostd.log (`yyyy-mm-ddThh:mm:ss.mmmZ level hostd[pid] [Originator@6876 sub=Name opID=… user=…] msg`,
  levels verbose/info/warning/error; verbose read as trace): component the `sub=` value (`Vimsvc.TaskManager`); the
  process, its pid and the whole bracket of key=value pairs are header.
- Nagios Core nagios.log (`[epoch] TYPE: fields;separated;by;semicolons` or `[epoch] free text`): no level, no
  component; the message everything after the epoch bracket, the event type included.
- OpenLDAP slapd log file (2.5+: `hexstamp conn=N op=N VERB args`, `op=` absent on connection events): no level, no
  component; the hex stamp, `conn=` and `op=` are header, the message starts at the verb (`SRCH`, `ACCEPT`, `closed`).
- Zimbra mailbox.log (`yyyy-mm-dd hh:mm:ss,mmm LEVEL  [thread] [key=value;…;] category - msg`, the key=value
  bracket may be empty `[]`): component the category (`imap`, `mailop`, `soap`); thread and context are header.
- Fluentd (`yyyy-mm-dd hh:mm:ss +zzzz [level]: #worker msg`, the `#0` worker id on worker lines only): no component;
  the worker id is header.
- Graphite carbon-cache console.log (`dd/mm/yyyy hh:mm:ss :: msg`): no level, no component.
- Motion (camera daemon, `[thread:name] [LVL] [TYPE] function: msg`, levels EMG/ALR/CRT/ERR/WRN/NTC/INF/DBG):
  component the type word (`ALL`, `NET`, `EVT`, `STR`); thread and the function name with its colon are header.
- Kannel bearerbox (`yyyy-mm-dd hh:mm:ss [pid] [thread] LEVEL: msg`, DEBUG/INFO/WARNING/ERROR/PANIC): no component;
  pid and thread number are header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'verbose': 'trace', 'ntc': 'notice', 'inf': 'info', 'wrn': 'warning', 'dbg': 'debug', 'crt': 'critical',
             'alr': 'critical', 'emg': 'critical', 'panic': 'critical'}.items():
    NORM.setdefault(k, v)

R.seed(2121)


def hostd(l, c, m):
    ctx = f"Originator@6876 sub={c}"
    if R.random() < 0.6:
        ctx += f" opID={R.choice(['esxui', 'vpxa', 'HB'])}-{R.getrandbits(16):04x}-{R.getrandbits(16):04x}"
        if R.random() < 0.5:
            ctx += f" user={R.choice(['root', 'vpxuser', 'dcui'])}"
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')} {l} hostd[{R.randint(2000000, 2200000)}] [{ctx}] {m}"

def nagios(l, c, m):
    return f"[{R.randint(1690000000, 1700000000)}] {m}"

def slapd(l, c, m):
    conn = f"conn={R.randint(1000, 1200)}"
    op = '' if m.startswith(('ACCEPT', 'closed', 'fd=')) else f" op={R.randint(0, 9)}"
    return f"{R.randint(0x65000000, 0x656fffff):08x} {conn}{op} {m}"

def zimbra(l, c, m):
    th = R.choice([f"qtp1581781576-{R.randint(100, 999)}:https://mail.example.com/service/soap/SearchRequest",
                   f"ImapServer-{R.randint(1, 60)}", 'MailboxPurge', f"LmtpServer-{R.randint(1, 20)}"])
    kv = R.choice(['', f"name={R.choice(USERS)}@example.com;mid={R.randint(2, 300)};",
                   f"name={R.choice(USERS)}@example.com;mid={R.randint(2, 300)};ip={var('ip')};ua=Thunderbird/115;"])
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{th}] [{kv}] {c} - {m}"

def fluentd(l, c, m):
    w = f"#{R.randint(0, 3)} " if R.random() < 0.6 else ''
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} +0000 [{l}]: {w}{m}"

def carbon(l, c, m):
    return f"{stamp('{d:02d}/{mo:02d}/{y} {h:02d}:{mi:02d}:{s:02d}')} :: {m}"

def motion(l, c, m):
    th = R.choice(['0:motion', '1:ml1', '2:ml2', '1:nc1', '3:wc3'])
    fn = {'ALL': R.choice(['motion_init', 'conf_load']), 'NET': R.choice(['netcam_connect', 'netcam_rtsp_open']),
          'EVT': R.choice(['event_newfile', 'event_stop']), 'STR': R.choice(['webu_start', 'stream_open'])}[c]
    return f"[{th}] [{l}] [{c}] {fn}: {m}"

def kannel(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{R.randint(1000, 9000)}] [{R.randint(0, 12)}] {l}: {m}"


def heldout21():
    yield make('vmware-hostd', hostd, [
        ('E1', 'info', 'Vimsvc.TaskManager', 'Task Created : haTask--vim.SearchIndex.findByUuid-{n}'),
        ('E2', 'info', 'Vimsvc.TaskManager', 'Task Completed : haTask--vim.SearchIndex.findByUuid-{n} Status success'),
        ('E3', 'warning', 'Hostsvc.VmkVprobSource', 'VmkVprobSource::Post event: (vim.event.EventEx) datastore {n} lost connectivity'),
        ('E4', 'error', 'Libs', 'SSL: handshake with peer {ip}:443 failed after {ms} ms'),
        ('E5', 'verbose', 'PropertyProvider', 'RecordOp ASSIGN: guest.heartbeatStatus, {n}. Sent notification immediately.'),
    ])
    yield make('nagios-core', nagios, [
        ('E1', None, '', 'SERVICE ALERT: web{n};HTTP;CRITICAL;HARD;3;connect to address {ip} and port 80: Connection refused'),
        ('E2', None, '', 'HOST ALERT: db{n};DOWN;SOFT;1;PING CRITICAL - Packet loss = 100%'),
        ('E3', None, '', 'SERVICE NOTIFICATION: {user};web{n};Disk;WARNING;notify-service-by-email;DISK WARNING - free space {pct}%'),
        ('E4', None, '', 'Auto-save of retention data completed successfully.'),
        ('E5', None, '', 'Caught SIGHUP, restarting...'),
        ('E6', None, '', 'EXTERNAL COMMAND: SCHEDULE_FORCED_SVC_CHECK;web{n};HTTP;{n}'),
    ])
    yield make('openldap-slapd', slapd, [
        ('E1', None, '', 'ACCEPT from IP={ip}:{n} (IP=0.0.0.0:389)'),
        ('E2', None, '', 'BIND dn="uid={user},ou=people,dc=example,dc=com" method=128'),
        ('E3', None, '', 'SRCH base="ou=people,dc=example,dc=com" scope=2 deref=0 filter="(uid={user})"'),
        ('E4', None, '', 'SEARCH RESULT tag=101 err=0 qtime=0.000{n} etime=0.00{n} nentries=1 text='),
        ('E5', None, '', 'closed (connection lost)'),
        ('E6', None, '', 'UNBIND'),
    ])
    yield make('zimbra-mailbox', zimbra, [
        ('E1', 'INFO', 'imap', 'IMAP client disconnected after {n} commands'),
        ('E2', 'INFO', 'mailop', 'Adding Message: id={n}, Message-ID=<{n}@example.com>, parentId=-1, folderId=2, folderName=Inbox.'),
        ('E3', 'WARN', 'soap', 'handler exception: no such folder id: {n}'),
        ('E4', 'ERROR', 'lmtp', 'try again for message {user}@example.com: quota exceeded by {n} bytes'),
        ('E5', 'INFO', 'purge', 'Purged {n} messages from Trash.'),
    ])
    yield make('fluentd', fluentd, [
        ('E1', 'info', '', 'starting fluentd worker pid={n} ppid=1 worker=0'),
        ('E2', 'info', '', 'fluentd worker is now running worker=0'),
        ('E3', 'warn', '', 'failed to flush the buffer. retry_times={n} next_retry_time=2023-11-29 08:{n}:00 chunk="5f{n}"'),
        ('E4', 'error', '', 'unexpected error on reading data host="{ip}" port={n} error_class=Errno::ECONNRESET'),
        ('E5', 'debug', '', 'flushing all buffer forcedly'),
    ])
    yield make('graphite-carbon', carbon, [
        ('E1', None, '', 'Sorted {n} cache queues in 0.00{n} seconds'),
        ('E2', None, '', 'Processed {n} datapoints for {n} metrics in 0.0{n} seconds'),
        ('E3', None, '', 'MetricCache is full: self.size={n}'),
        ('E4', None, '', 'creating database file /opt/graphite/storage/whisper/servers/web{n}/cpu.wsp'),
        ('E5', None, '', 'CarbonLink query for servers.web{n}.load returned 0 datapoints'),
    ])
    yield make('motion', motion, [
        ('E1', 'NTC', 'ALL', 'Processing thread {n} - config file /etc/motion/camera{n}.conf'),
        ('E2', 'ERR', 'NET', 'Error opening camera: connection to {ip}:554 timed out'),
        ('E3', 'NTC', 'EVT', 'File of type 8 saved to: /var/lib/motion/{n}-20231129.mkv'),
        ('E4', 'WRN', 'STR', 'Stream port {n} already in use, stream disabled'),
        ('E5', 'INF', 'NET', 'Reconnected to camera after {n} attempts'),
    ])
    yield make('kannel', kannel, [
        ('E1', 'INFO', '', 'Started SMSC connection smsc-{n} at {ip}:2775'),
        ('E2', 'WARNING', '', 'SMPP[smsc-{n}]: Not ACKED message found, will retransmit. SENT<{n}>sec. ago'),
        ('E3', 'ERROR', '', 'SMPP[smsc-{n}]: I/O error or other error. Re-connecting.'),
        ('E4', 'DEBUG', '', 'boxc_receiver: sms received from smsbox {n}'),
        ('E5', 'PANIC', '', 'Could not open access log /var/log/kannel/access.log'),
    ])


if __name__ == '__main__':
    write('heldout21', heldout21())
