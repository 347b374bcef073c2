#!/usr/bin/env python3
"""Writes heldout22/: eight labelled log formats, a blind set for issue 19's seventeenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout22.py

Labelling choices:
- HAProxy 2.0–2.3 stderr / startup lines (`[LEVEL] DDD/HHMMSS (pid) : msg`, day of year and time without separators,
  levels NOTICE/WARNING/ALERT/EMERG; ALERT and EMERG read as critical): no component; the stamp and pid are header.
- OpenNebula oned.log (`Www Mmm dd hh:mm:ss yyyy [Zzone][MOD][L]: msg`, the level one letter I/W/E/D): component the
  module (`ReM`, `InM`, `VMM`, `LCM`, `DiM`); the zone is header.
- Linux audit.log (`type=TYPE msg=audit(epoch.ms:serial): fields`): no level; component the record type (`AVC`,
  `SYSCALL`, `USER_LOGIN`); the message the fields after the audit stamp's `): `.
- Bacula job messages (`dd-Mon hh:mm daemon-name JobId N: msg`): component the daemon's name (`backup-dir`,
  `backup-sd`, `backup-fd`); the job id is header; a message of type warning, error or fatal starts with
  `Warning:`, `Error:` or `Fatal error:`, read as the level (warning/error/critical) and kept out of the message; the
  other (info) lines have no level.
- macOS unified log, `log show` default style (`stamp thread Type activity pid ttl process: [subsystem:category] msg`,
  types Default/Info/Debug/Error/Fault; Default read as notice, Fault as critical): component the process name
  before its colon; thread, activity, pid, ttl and the `(library)` or `[subsystem:category]` bracket are header.
- vsftpd xferlog-less vsftpd.log (`Www Mmm dd hh:mm:ss yyyy [pid N] [user] VERB: msg`, the user bracket only once
  logged in): no level, no component; pid and user brackets are header, the message starts at `CONNECT`/`OK`/`FAIL`.
- Oracle Net listener.log (`dd-MON-yyyy hh:mm:ss * field * field * code`): no level, no component; the message
  everything after the stamp and its ` * ` (the connect data, the event, the service and the code).
- Linux dmesg --decode (`facility:level : [seconds.micros] msg`, facility and level padded to six): level the
  level word (emerg/alert/crit read as critical, err as error, warn as warning); no component; the facility and the
  uptime bracket are header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'emerg': 'critical', 'default': 'notice', 'fault': 'critical', 'fatal error': 'critical'}.items():
    NORM.setdefault(k, v)

R.seed(2222)
DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']


def haproxy(l, c, m):
    return f"[{l}] {R.randint(1, 365):03d}/{R.randint(0, 23):02d}{R.randint(0, 59):02d}{R.randint(0, 59):02d} ({R.choice([1, R.randint(7, 40)])}) : {m}"

def oned(l, c, m):
    return f"{R.choice(DAYS)} {stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d} {y}')} [Z0][{c}][{l}]: {m}"

def audit(l, c, m):
    return f"type={c} msg=audit({R.randint(1690000000, 1700000000)}.{R.randint(0, 999):03d}:{R.randint(100, 99999)}): {m}"

def bacula(l, c, m):
    pre = {None: '', 'Warning': 'Warning: ', 'Error': 'Error: ', 'Fatal error': 'Fatal error: '}[l]
    return f"{stamp('{d:02d}-{mon} {h:02d}:{mi:02d}')} {c} JobId {R.randint(100, 2000)}: {pre}{m}"

def unified(l, c, m):
    tail = {'kernel': '(AppleACPIPlatform)', 'mDNSResponder': '[com.apple.mDNSResponder:Default]',
            'launchd': '[com.apple.xpc:launchd]', 'WindowServer': '[com.apple.SkyLight:default]',
            'sshd': '(libsystem_info.dylib)'}[c]
    head = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}') + '-0800'
    return (f"{head} {'0x%x' % R.randint(0x100, 0xfffff):<10} {l:<11} {'0x%x' % R.choice([0, R.randint(0x1000, 0xfffff)]):<20} "
            f"{R.randint(0, 9000):<6} {R.choice([0, 14]):<4} {c}: {tail} {m}")

def vsftpd(l, c, m):
    st = stamp('{mon} {d:>2} {h:02d}:{mi:02d}:{s:02d} {y}')
    who = '' if m.startswith('CONNECT') else f"[{R.choice(USERS)}] "
    return f"{R.choice(DAYS)} {st} [pid {R.randint(1000, 30000)}] {who}{m}"

def listener(l, c, m):
    return f"{stamp('{d:02d}-{mon} {y} {h:02d}:{mi:02d}:{s:02d}').upper().replace(' 2023', '-2023')} * {m}"

def dmesg(l, c, m):
    fac = 'daemon' if m.startswith('systemd') else 'kern'
    return f"{fac:<6}:{l:<6}: [{R.randint(0, 99999):5d}.{R.randint(0, 999999):06d}] {m}"


def heldout22():
    yield make('haproxy-stderr', haproxy, [
        ('E1', 'NOTICE', '', 'New worker #1 ({n}) forked'),
        ('E2', 'WARNING', '', 'Server be_app/web{n} is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 1 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.'),
        ('E3', 'WARNING', '', 'Proxy fe_http stopped (cumulated conns: FE: {n}, BE: 0).'),
        ('E4', 'ALERT', '', 'Starting proxy fe_https: cannot bind socket (Address already in use) [0.0.0.0:443]'),
        ('E5', 'NOTICE', '', 'haproxy version is 2.2.{n}-1'),
        ('E6', 'EMERG', '', 'backend be_api has no server available!'),
    ])
    yield make('opennebula-oned', oned, [
        ('E1', 'D', 'ReM', 'Req:{n} UID:0 IP:127.0.0.1 one.vm.info invoked , {n}'),
        ('E2', 'I', 'VMM', 'Successfully execute virtualization driver operation: deploy.'),
        ('E3', 'I', 'LCM', 'New VM state is RUNNING'),
        ('E4', 'E', 'InM', 'Error monitoring Host node{n} ({n}): Could not update remotes'),
        ('E5', 'W', 'DiM', 'VM {n} could not be deployed: not enough capacity in datastore {n}'),
    ])
    yield make('linux-audit', audit, [
        ('E1', None, 'AVC', 'avc:  denied  { read } for  pid={n} comm="httpd" name="index.html" dev="dm-0" ino={n} scontext=system_u:system_r:httpd_t:s0 tcontext=unconfined_u:object_r:user_home_t:s0 tclass=file permissive=0'),
        ('E2', None, 'SYSCALL', 'arch=c000003e syscall=257 success=no exit=-13 a0=ffffff9c items=0 ppid=1 pid={n} auid=4294967295 uid=48 comm="httpd" exe="/usr/sbin/httpd" key=(null)'),
        ('E3', None, 'USER_LOGIN', "pid={n} uid=0 auid=1000 ses={n} msg='op=login id=1000 exe=\"/usr/sbin/sshd\" hostname=? addr={ip} terminal=/dev/pts/0 res=success'"),
        ('E4', None, 'SERVICE_START', "pid=1 uid=0 auid=4294967295 ses=4294967295 msg='unit=nginx comm=\"systemd\" exe=\"/usr/lib/systemd/systemd\" hostname=? addr=? terminal=? res=success'"),
        ('E5', None, 'CWD', 'cwd="/home/{user}"'),
    ])
    yield make('bacula', bacula, [
        ('E1', None, 'backup-dir', 'Start Backup JobId {n}, Job=NightlySave.2023-11-29_23.05.00_{n}'),
        ('E2', None, 'backup-sd', 'Volume "Vol-{n}" previously written, moving to end of data.'),
        ('E3', 'Warning', 'backup-fd', 'Cannot stat "/home/{user}/.cache/tmp{n}": ERR=No such file or directory'),
        ('E4', 'Error', 'backup-dir', 'Bacula cannot connect to File daemon client{n}-fd on {ip}:9102. ERR=Connection refused'),
        ('E5', None, 'backup-dir', 'Bacula backup-dir 13.0.{n}: Termination: Backup OK'),
        ('E6', 'Fatal error', 'backup-sd', 'Device "FileStorage" has no free space left on /srv/bacula ({n} bytes needed)'),
    ])
    yield make('macos-unified', unified, [
        ('E1', 'Default', 'kernel', 'ACPI: sleep states S3 S4 S5, wake from S{n}'),
        ('E2', 'Info', 'mDNSResponder', 'mDNSResponder[{n}] Query for api{n}.example.com. (AAAA) answered from cache'),
        ('E3', 'Error', 'launchd', 'Service exited with abnormal code: {n}'),
        ('E4', 'Debug', 'WindowServer', 'Display {n} reconfigured, mode 2560x1440 at 60 Hz'),
        ('E5', 'Fault', 'sshd', 'getpwnam_r failed for user {user}: error {n}'),
    ])
    yield make('vsftpd', vsftpd, [
        ('E1', None, '', 'CONNECT: Client "{ip}"'),
        ('E2', None, '', 'OK LOGIN: Client "{ip}"'),
        ('E3', None, '', 'FAIL LOGIN: Client "{ip}"'),
        ('E4', None, '', 'OK UPLOAD: Client "{ip}", "/srv/ftp/upload/report{n}.csv", {n} bytes, {pct}Kbyte/sec'),
        ('E5', None, '', 'OK DOWNLOAD: Client "{ip}", "/srv/ftp/pub/image{n}.iso", {n} bytes, {pct}Kbyte/sec'),
        ('E6', None, '', 'OK MKDIR: Client "{ip}", "/srv/ftp/upload/dir{n}"'),
    ])
    yield make('oracle-listener', listener, [
        ('E1', None, '', '(CONNECT_DATA=(SERVICE_NAME=orclpdb)(CID=(PROGRAM=sqlplus)(HOST=client{n})(USER={user}))) * (ADDRESS=(PROTOCOL=tcp)(HOST={ip})(PORT={n})) * establish * orclpdb * 0'),
        ('E2', None, '', 'service_update * orcl * 0'),
        ('E3', None, '', '(CONNECT_DATA=(CID=(PROGRAM=)(HOST=dbhost)(USER=oracle))(COMMAND=status)(ARGUMENTS=64)(SERVICE=LISTENER)(VERSION={n})) * status * 0'),
        ('E4', None, '', 'ping * 0'),
        ('E5', None, '', '(CONNECT_DATA=(SERVICE_NAME=sales)(CID=(PROGRAM=JDBC Thin Client)(HOST=__jdbc__)(USER={user}))) * (ADDRESS=(PROTOCOL=tcp)(HOST={ip})(PORT={n})) * establish * sales * 12514'),
    ])
    yield make('dmesg-decoded', dmesg, [
        ('E1', 'info', '', 'usb 1-{n}: new high-speed USB device number {n} using xhci_hcd'),
        ('E2', 'info', '', 'EXT4-fs (sda{n}): mounted filesystem with ordered data mode. Quota mode: none.'),
        ('E3', 'err', '', 'Out of memory: Killed process {n} (java) total-vm:{n}kB, anon-rss:{n}kB, file-rss:0kB'),
        ('E4', 'warn', '', 'nvme nvme0: I/O {n} QID 2 timeout, aborting'),
        ('E5', 'notice', '', 'systemd[1]: Started Journal Service.'),
        ('E6', 'crit', '', 'mce: [Hardware Error]: Machine check events logged'),
    ])


if __name__ == '__main__':
    write('heldout22', heldout22())
