#!/usr/bin/env python3
"""Writes heldout28/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout27.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so events some of these systems
spread over several lines (a DNF traceback, sudo's wrapped lines when loglinelen is set) are left out: the sudo
file is written as with `Defaults loglinelen=0`.
Run:  python3 tools/bench/data/logformats/make_heldout28.py

Labelling choices:
- DNF log /var/log/dnf.log (`yyyy-mm-ddThh:mm:ss+zzzz LEVEL msg`, the zone offset without a colon): level the word
  after the stamp, DNF's logging levels `DDEBUG` (DNF's extra debug level, read as debug), `DEBUG`, `INFO`,
  `WARNING`, `ERROR`; no component (''); the message everything after the level word and its space.
- AdGuard Home (stderr or the configured log file: `yyyy/mm/dd hh:mm:ss.uuuuuu [level] msg`): level the word in
  square brackets (`info`, `debug`, `error`); no component (''): a lowercase package prefix such as `dnsproxy: ` or
  `filtering: ` at the start of some messages is written by the code into the text and stays message; the message
  everything after `] `.
- Mattermost server console output with the plain formatter (`level [yyyy-mm-dd hh:mm:ss.mmm Z] msg  caller="..."
  key=value ...`, the level left-aligned in five columns, the message padded with spaces to a column): level the first
  word (`debug`, `info`, `warn`, `error`, `fatal`; fatal read as critical); no component (''): `caller` is a code
  location and header, as are all key=value fields after the message; the message the text between `] ` and the
  padding, trailing spaces not included.
- Apache Guacamole guacd in a container, read with `docker logs -t` (RFC 3339 stamp with nanoseconds and `Z`,
  then guacd's own `guacd[pid]: LEVEL:<TAB>msg`): level the word before the colon (`ERROR`, `WARNING`, `INFO`,
  `DEBUG`); component `guacd`, the program name, as a syslog ident; the pid (the daemon or a forked connection
  process) is header; the message everything after the tab.
- Sendmail through syslog (/var/log/maillog, `Mmm dd hh:mm:ss host ident[pid]: msg`, the day padded with a space):
  no level (null), syslog's severity is not in the line; component the ident (`sm-mta`, `sendmail`,
  `sm-msp-queue`); host and `[pid]` header; the message everything after `]: `, the queue id and its colon
  included, as the queue id is Sendmail's own text.
- ProFTPD SystemLog file (`yyyy-mm-dd hh:mm:ss,mmm host proftpd[pid] servername (client[ip]): msg`, the client part
  absent for daemon lines: `... proftpd[pid] servername: msg`): no level (null); component `proftpd`; host, pid,
  server name and the client in parentheses are header; the message everything after the first `: ` following the
  header, the `USER name:` words and module tags such as `mod_tls/2.9.2:` included.
- sudo's own log file (sudoers `Defaults logfile=/var/log/sudo.log`, `Mmm dd hh:mm:ss : user : fields`, the day
  padded with a space, no year, no host): no level (null) and no component (''); the invoking user between the
  ` : ` separators is header; the message everything after the second ` : `, i.e. the `TTY=... ; PWD=... ;
  USER=... ; COMMAND=...` list with any failure words before it (`3 incorrect password attempts ; TTY=...`).
- Caddy console logs (zap console encoder, tab-separated: `yyyy/mm/dd hh:mm:ss.mmm<TAB>LEVEL<TAB>logger<TAB>msg
  <TAB>{json fields}`; the logger column is absent for the default logger and the fields column absent when there
  are none): level the second column (`DEBUG`, `INFO`, `WARN`, `ERROR`); component the logger name
  (`http.auto_https`, `tls.obtain` ...), '' when the column is absent; the message the message column only; the
  JSON fields are header.
"""
import re
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(2828)

CUR = {'event': None, 'user': None, 'cip': None}  # per-row context shared by the message and the header
CHOICE = re.compile(r'\{=([^}]*)\}')
B60 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx'


def qid():
    """A Sendmail queue id: year (tm_year % 60), month, day, hour, minute, second in base 60, two sequence chars,
    then the pid."""
    return ('3' + B60[R.randint(0, 11)] + B60[R.randint(1, 28)] + B60[R.randint(0, 23)] + B60[R.randint(0, 59)]
            + B60[R.randint(0, 59)] + B60[R.randint(0, 59)] + B60[R.randint(0, 59)] + '%06d' % R.randint(1000, 99999))


def pick(t):
    """`{=a|b|c}` choices drawn per row; `{su}` the row's user, `{cip}` the row's client address, `{qid}` a Sendmail
    queue id; the rest is filled by genlog's `fill`."""
    t = CHOICE.sub(lambda m: R.choice(m.group(1).split('|')), t)
    t = t.replace('{su}', CUR['user']).replace('{cip}', CUR['cip'])
    t = re.sub(r'\{qid\}', lambda m: qid(), t)
    return fill(t)


def make(name, header, events, table=None):
    saved = dict(NORM)
    NORM.update(table or {})
    try:
        out = []
        for _ in range(30):
            eid, lvl, comp, tmpl = R.choice(events)
            CUR.update(event=eid, user=R.choice(USERS + ['deploy', 'ops']), cip=var('ip'))
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


def extras(table):
    """Per-event extra header parts kept apart from the 4-tuples `make` draws from."""
    def strip(events):
        out = []
        for ev in events:
            out.append(ev[:4])
            table[ev[0]] = ev[4]
        return out
    return strip


# --- DNF --------------------------------------------------------------------------------------------------------
def dnf(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}')}+0200 {l} {m}"


# --- AdGuard Home -----------------------------------------------------------------------------------------------
def adguard(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} [{l}] {m}"


# --- Mattermost -------------------------------------------------------------------------------------------------
MM_EXTRA = {}


def mattermost(l, c, m):
    caller, fields = MM_EXTRA[CUR['event']]
    kv = f'caller="{pick(caller)}"' + (' ' + pick(fields) if fields else '')
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')
    return f"{l:<5} [{st} Z] {m:<48} {kv}"


# --- guacd --------------------------------------------------------------------------------------------------------
def guacd(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}')
    pid = R.choice([7, 7, 7, 241, 388, 1022])
    return f"{st}.{R.randint(0, 999999999):09d}Z {c}[{pid}]: {l}:\t{m}"


# --- Sendmail ---------------------------------------------------------------------------------------------------
def sendmail(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} mail {c}[{R.randint(900, 65000)}]: {m}"


# --- ProFTPD ----------------------------------------------------------------------------------------------------
FTP_KIND = {}


def proftpd(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')
    pid = R.randint(1000, 40000)
    if FTP_KIND[CUR['event']] == 'daemon':
        return f"{st} ftp01 {c}[{pid}] ftp.example.com: {m}"
    ip = CUR['cip']
    name = R.choice([ip, ip, f"host-{ip.replace('.', '-')}.dsl.example.net", 'client.example.org'])
    return f"{st} ftp01 {c}[{pid}] ftp.example.com ({name}[{ip}]): {m}"


# --- sudo -------------------------------------------------------------------------------------------------------
def sudo(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} : {CUR['user']} : {m}"


# --- Caddy ------------------------------------------------------------------------------------------------------
CADDY_FIELDS = {}


def caddy(l, c, m):
    st = stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')
    cols = [st, l] + ([c] if c else []) + [m]
    f = CADDY_FIELDS[CUR['event']]
    if f:
        cols.append(pick(f))
    return '\t'.join(cols)


def heldout28():
    yield make('dnf', dnf, [
        ('E1', 'INFO', '', '--- logging initialized ---'),
        ('E2', 'DDEBUG', '', 'timer: config: {=3|4|7} ms'),
        ('E3', 'DEBUG', '', 'Loaded plugins: builddep, changelog, config-manager, copr, debug, debuginfo-install, download, needs-restarting, repoclosure, reposync, system-upgrade'),
        ('E4', 'DEBUG', '', 'DNF version: 4.{=14|15|16}.{=0|1|2}'),
        ('E5', 'DDEBUG', '', 'Command: dnf {=install htop|upgrade -y|remove libreoffice-core|makecache --timer|install nginx postgresql-server}'),
        ('E6', 'DDEBUG', '', 'Installroot: /'),
        ('E7', 'DDEBUG', '', 'Releasever: {=37|38}'),
        ('E8', 'DEBUG', '', 'cachedir: /var/cache/dnf'),
        ('E9', 'DEBUG', '', 'repo: using cache for: {=fedora|updates|fedora-cisco-openh264|rpmfusion-free}'),
        ('E10', 'DEBUG', '', 'Last metadata expiration check: 0:{=12|27|48}:{=03|19|55} ago on {=Wed 17 May|Sat 02 Sep|Mon 11 Dec} 2023 {=08:53:36 AM|02:10:07 PM} CEST.'),
        ('E11', 'DEBUG', '', '--> Starting dependency resolution'),
        ('E12', 'DEBUG', '', '---> Package {=htop.x86_64 3.2.2-2.fc38|kernel.x86_64 6.3.4-201.fc38|vim-enhanced.x86_64 2:9.0.1572-1.fc38|nginx.x86_64 1:1.24.0-1.fc38} will be {=installed|upgraded}'),
        ('E13', 'INFO', '', 'Dependencies resolved.'),
        ('E14', 'INFO', '', 'Complete!'),
        ('E15', 'DDEBUG', '', 'Cleaning up.'),
        ('E16', 'INFO', '', 'No match for argument: {=htpo|libreofice|python3-requets}'),
        ('E17', 'ERROR', '', 'Error: Unable to find a match: {=htpo|libreofice|python3-requets}'),
        ('E18', 'WARNING', '', "Errors during downloading metadata for repository '{=rpmfusion-nonfree|google-chrome|copr:copr.fedorainfracloud.org:atim:starship}':"),
        ('E19', 'DEBUG', '', "User-Agent: constructed: 'libdnf (Fedora Linux {=37|38}; workstation; Linux.x86_64)'"),
        ('E20', 'DDEBUG', '', 'timer: depsolve: {ms} ms'),
    ], {'ddebug': 'debug'})

    yield make('adguard-home', adguard, [
        ('E1', 'info', '', 'AdGuard Home, version v0.107.{=29|36|41}'),
        ('E2', 'info', '', 'Checking if AdGuard Home has necessary permissions'),
        ('E3', 'info', '', 'Initializing auth module: /opt/AdGuardHome/data/sessions.db'),
        ('E4', 'info', '', 'AdGuard Home is available at the following addresses:'),
        ('E5', 'info', '', 'go to http://{=127.0.0.1|192.168.1.2|[::1]}:{=80|3000}'),
        ('E6', 'info', '', 'Starting the DNS proxy server'),
        ('E7', 'info', '', 'dnsproxy: upstream {=0|1|2}: {=https://dns10.quad9.net:443/dns-query|tls://1.1.1.1:853|quic://dns.adguard-dns.com:853}'),
        ('E8', 'debug', '', 'dnsproxy: upstream {=tls://1.1.1.1:853|https://dns.google:443/dns-query} answered {=A|AAAA|HTTPS} {=example.org.|cdn.example.net.|api.example.com.} in {ms}ms'),
        ('E9', 'error', '', 'dnsproxy: exchange with {=tls://1.1.1.1:853|https://dns.google:443/dns-query} failed: i/o timeout'),
        ('E10', 'info', '', 'filtering: saving contents of filter #{n} into /opt/AdGuardHome/data/filters/{n}.txt'),
        ('E11', 'info', '', 'filtering: updated filter {n}: {n} bytes, {n} rules'),
        ('E12', 'error', '', "couldn't start DNS server: listen udp 0.0.0.0:53: bind: address already in use"),
        ('E13', 'debug', '', 'dhcpv4: received DHCPREQUEST from {mac}'),
        ('E14', 'debug', '', 'querylog: flushed {=1|2|5} entries to /opt/AdGuardHome/data/querylog.json'),
        ('E15', 'info', '', 'Received signal "terminated"'),
        ('E16', 'info', '', 'Stopped'),
        ('E17', 'error', '', 'home: checking for updates: Get "https://static.adtidy.org/adguardhome/release/version.json": dial tcp: lookup static.adtidy.org: no such host'),
    ])

    mm = extras(MM_EXTRA)
    yield make('mattermost', mattermost, mm([
        ('E1', 'info', '', 'Server is initializing...', ('app/server.go:{=263|265}', 'go_version=go1.20.{=5|6}')),
        ('E2', 'info', '', 'Pinging SQL', ('sqlstore/store.go:{=258|261}', 'database=master')),
        ('E3', 'info', '', 'Starting websocket hubs', ('platform/web_hub.go:93', 'number_of_hubs={=4|8}')),
        ('E4', 'info', '', 'Starting Server...', ('app/server.go:{=1047|1050}', '')),
        ('E5', 'info', '', 'Server is listening on [::]:8065', ('app/server.go:1121', 'address=[::]:8065')),
        ('E6', 'debug', '', 'Received HTTP request', ('web/handlers.go:{=178|182}', 'method={=GET|POST} url=/api/v4/{=users/me|channels|posts} request_id={hex}{hex} status_code={=200|201|304}')),
        ('E7', 'warn', '', 'Unable to connect to the SMTP server', ('app/server.go:{n}', 'error="dial tcp 127.0.0.1:25: connect: connection refused"')),
        ('E8', 'error', '', 'Unable to find the file', ('web/context.go:{n}', 'path=/api/v4/files/{hex}{hex} request_id={hex}{hex} ip_addr={ip} user_id={hex}{hex} method=GET http_code=404')),
        ('E9', 'info', '', 'Starting up plugins', ('app/plugin.go:{n}', '')),
        ('E10', 'info', '', 'Activated plugin', ('app/plugin.go:{n}', 'plugin_id={=com.mattermost.calls|playbooks|com.mattermost.nps}')),
        ('E11', 'error', '', 'Failed to ping DB', ('sqlstore/store.go:{n}', 'error="dial tcp {ip}:5432: connect: connection refused" retry_in_seconds=10')),
        ('E12', 'warn', '', 'Debug logging is enabled, which may slow the server down', ('app/server.go:{n}', '')),
        ('E13', 'info', '', 'Stopping Server...', ('app/server.go:{n}', '')),
        ('E14', 'debug', '', 'Websocket connection opened', ('platform/web_conn.go:{n}', 'user_id={hex}{hex} conn_id={hex}')),
        ('E15', 'fatal', '', 'Failed to initialize the server', ('commands/server.go:{n}', 'error="failed to load configuration: open /mattermost/config/config.json: permission denied"')),
    ]))

    yield make('guacd', guacd, [
        ('E1', 'INFO', 'guacd', 'Guacamole proxy daemon (guacd) version 1.5.{=3|4} started'),
        ('E2', 'INFO', 'guacd', 'Listening on host 0.0.0.0, port 4822'),
        ('E3', 'INFO', 'guacd', 'Creating new client for protocol "{=rdp|vnc|ssh}"'),
        ('E4', 'INFO', 'guacd', 'Connection ID is "${uuid}"'),
        ('E5', 'INFO', 'guacd', 'Loading keymap "{=base|en-us-qwerty|de-de-qwertz}"'),
        ('E6', 'INFO', 'guacd', 'User "@{uuid}" joined connection "${uuid}" ({=1|2} users now present)'),
        ('E7', 'INFO', 'guacd', 'User "@{uuid}" disconnected (0 users remain)'),
        ('E8', 'INFO', 'guacd', 'Last user of connection "${uuid}" disconnected'),
        ('E9', 'INFO', 'guacd', 'Connection "${uuid}" removed.'),
        ('E10', 'ERROR', 'guacd', 'RDP server closed/refused connection: Security negotiation failed (wrong security type?)'),
        ('E11', 'ERROR', 'guacd', 'Unable to connect to VNC server.'),
        ('E12', 'WARNING', 'guacd', 'Certificate of {=win-ts01.corp.example.com|10.20.0.15} is not trusted, connection aborted'),
        ('E13', 'DEBUG', 'guacd', 'Requested resolution of {=1920x1080|1366x768|2560x1440} at {=96|120} DPI'),
        ('E14', 'WARNING', 'guacd', 'User is not responding.'),
        ('E15', 'INFO', 'guacd', 'Internal RDP client disconnected'),
        ('E16', 'ERROR', 'guacd', 'SSH handshake failed.'),
        ('E17', 'DEBUG', 'guacd', 'Clipboard of {n} bytes received from user'),
    ])

    yield make('sendmail', sendmail, [
        ('E1', None, 'sm-mta', 'starting daemon (8.17.{=1|2}): SMTP+queueing@00:30:00'),
        ('E2', None, 'sm-msp-queue', 'starting daemon (8.17.{=1|2}): queueing@00:30:00'),
        ('E3', None, 'sm-mta', '{qid}: from=<{user}@{=example.org|lists.example.net|shop.example.com}>, size={n}, class=0, nrcpts=1, msgid=<{hex}.{n}@{=example.org|mx.example.net}>, proto=ESMTP, daemon=MTA, relay={=mail-out.example.org|smtp.example.net} [{ip}]'),
        ('E4', None, 'sm-mta', '{qid}: to=<{user}@example.com>, delay=00:00:0{=1|2|4}, xdelay=00:00:0{=0|1}, mailer=local, pri={n}, dsn=2.0.0, stat=Sent'),
        ('E5', None, 'sm-mta', '{qid}: to=<{user}@{=example.org|partner.example.net}>, ctladdr=<{user}@example.com> (1000/1000), delay=00:00:0{=2|5}, xdelay=00:00:0{=1|3}, mailer=esmtp, pri={n}, relay={=mx1.example.org.|mx.partner.example.net.} [{ip}], dsn=2.0.0, stat=Sent (OK id={hex})'),
        ('E6', None, 'sm-mta', 'STARTTLS=server, relay={=mail-out.example.org|smtp.example.net} [{ip}], version=TLSv1.3, verify=NO, cipher=TLS_AES_256_GCM_SHA384, bits=256/256'),
        ('E7', None, 'sm-mta', '{qid}: ruleset=check_rcpt, arg1=<{=info|sales}@example.biz>, relay=[{ip}], reject=550 5.7.1 <{=info|sales}@example.biz>... Relaying denied'),
        ('E8', None, 'sm-mta', '{qid}: [{ip}] did not issue MAIL/EXPN/VRFY/ETRN during connection to MTA'),
        ('E9', None, 'sm-mta', '{qid}: to=<{user}@{=slow.example.net|old.example.org}>, delay=0{=1|4}:{=12|40}:{=05|33}, xdelay=00:00:00, mailer=esmtp, pri={n}, relay={=slow.example.net.|old.example.org.}, dsn=4.0.0, stat=Deferred: Connection timed out with {=slow.example.net.|old.example.org.}'),
        ('E10', None, 'sm-mta', '{qid}: <{=nobody|jdoe|webmaster}@example.com>... User unknown'),
        ('E11', None, 'sendmail', '{qid}: from={su}, size={n}, class=0, nrcpts=1, msgid=<{qid}@mail.example.com>, relay={su}@localhost'),
        ('E12', None, 'sm-mta', 'AUTH=server, relay=[{ip}], authid={user}, mech={=PLAIN|LOGIN}, bits=0'),
        ('E13', None, 'sm-mta', '{qid}: lost input channel from [{ip}] to MTA after {=rcpt|data|mail}'),
        ('E14', None, 'sm-mta', 'rejecting connections on daemon MTA: load average: {=12|15|20}'),
    ])

    ftp = extras(FTP_KIND)
    yield make('proftpd', proftpd, ftp([
        ('E1', None, 'proftpd', 'ProFTPD 1.3.{=7c|8|8a} (stable) (built Wed Mar 15 2023 10:22:41 UTC) standalone mode STARTUP', 'daemon'),
        ('E2', None, 'proftpd', 'ProFTPD killed (signal 15)', 'daemon'),
        ('E3', None, 'proftpd', 'ProFTPD 1.3.{=7c|8|8a} standalone mode SHUTDOWN', 'daemon'),
        ('E4', None, 'proftpd', 'FTP session opened.', 'session'),
        ('E5', None, 'proftpd', 'FTP session closed.', 'session'),
        ('E6', None, 'proftpd', 'USER {su}: Login successful.', 'session'),
        ('E7', None, 'proftpd', 'USER {=admin|test|ftpuser}: no such user found from {cip} [{cip}] to 10.0.0.2:21', 'session'),
        ('E8', None, 'proftpd', 'USER {su} (Login failed): Incorrect password', 'session'),
        ('E9', None, 'proftpd', 'Maximum login attempts (3) exceeded, connection refused', 'session'),
        ('E10', None, 'proftpd', 'SECURITY VIOLATION: Root login attempted', 'session'),
        ('E11', None, 'proftpd', "Preparing to chroot to directory '/srv/ftp/{su}'", 'session'),
        ('E12', None, 'proftpd', 'FTP no transfer timeout, disconnected', 'session'),
        ('E13', None, 'proftpd', 'mod_tls/2.9.2: TLS/TLS-C requested, starting TLS handshake', 'session'),
        ('E14', None, 'proftpd', 'mod_tls/2.9.2: TLS/TLS-C negotiation failed on control channel', 'session'),
        ('E15', None, 'proftpd', 'FTP login timed out, disconnected', 'session'),
        ('E16', None, 'proftpd', 'Failed binding to ::, port 21: Address already in use', 'daemon'),
    ]))

    yield make('sudo-logfile', sudo, [
        ('E1', None, '', 'TTY=pts/{=0|1|2} ; PWD=/home/{su} ; USER=root ; COMMAND=/usr/bin/{=apt update|systemctl restart nginx|journalctl -u ssh --since today}'),
        ('E2', None, '', 'TTY=pts/{=0|1} ; PWD=/srv/app ; USER={=postgres|www-data} ; COMMAND=/usr/bin/{=psql -d billing|php artisan migrate}'),
        ('E3', None, '', '3 incorrect password attempts ; TTY=pts/{=1|3} ; PWD=/home/{su} ; USER=root ; COMMAND=/bin/bash'),
        ('E4', None, '', 'user NOT in sudoers ; TTY=pts/{=0|2} ; PWD=/home/{su} ; USER=root ; COMMAND=/usr/bin/cat /etc/shadow'),
        ('E5', None, '', 'command not allowed ; TTY=pts/0 ; PWD=/home/{su} ; USER=root ; COMMAND=/usr/sbin/visudo'),
        ('E6', None, '', 'a password is required ; TTY=unknown ; PWD=/home/{su} ; USER=root ; COMMAND=/usr/bin/rsync --server -logDtpre.iLsfxCIvu . /backup'),
        ('E7', None, '', 'TTY=unknown ; PWD=/ ; USER=root ; COMMAND=/usr/local/bin/backup.sh'),
        ('E8', None, '', '1 incorrect password attempt ; TTY=pts/{=0|4} ; PWD=/home/{su} ; USER=root ; COMMAND=/usr/bin/apt upgrade'),
        ('E9', None, '', 'TTY=pts/0 ; PWD=/home/{su} ; USER=root ; ENV=DEBIAN_FRONTEND=noninteractive ; COMMAND=/usr/bin/apt-get -y install unattended-upgrades'),
        ('E10', None, '', 'TTY=pts/1 ; PWD=/home/{su} ; USER=root ; TSID=0000{=0A|1F|2C} ; COMMAND=/bin/bash'),
    ])

    cf = extras(CADDY_FIELDS)
    ident = '{=example.com|www.example.com|files.example.net}'
    yield make('caddy', caddy, cf([
        ('E1', 'INFO', '', 'using provided configuration', '{"config_file": "/etc/caddy/Caddyfile", "config_adapter": "caddyfile"}'),
        ('E2', 'WARN', '', "Caddyfile input is not formatted; run 'caddy fmt --overwrite' to fix inconsistencies", '{"adapter": "caddyfile", "file": "/etc/caddy/Caddyfile", "line": {=2|7|14}}'),
        ('E3', 'INFO', 'admin', 'admin endpoint started', '{"address": "localhost:2019", "enforce_origin": false, "origins": ["//localhost:2019", "//[::1]:2019", "//127.0.0.1:2019"]}'),
        ('E4', 'INFO', 'http.auto_https', 'server is listening only on the HTTPS port but has no TLS connection policies; adding one to enable TLS', '{"server_name": "srv0", "https_port": 443}'),
        ('E5', 'INFO', 'http.auto_https', 'enabling automatic HTTP->HTTPS redirects', '{"server_name": "srv0"}'),
        ('E6', 'INFO', 'tls.cache.maintenance', 'started background certificate maintenance', '{"cache": "0xc000{hex}"}'),
        ('E7', 'INFO', 'http', 'enabling HTTP/3 listener', '{"addr": ":443"}'),
        ('E8', 'INFO', 'http.log', 'server running', '{"name": "srv{=0|1}", "protocols": ["h1", "h2", "h3"]}'),
        ('E9', 'INFO', 'tls.obtain', 'acquiring lock', '{"identifier": "' + ident + '"}'),
        ('E10', 'INFO', 'tls.issuance.acme.acme_client', 'trying to solve challenge', '{"identifier": "' + ident + '", "challenge_type": "{=tls-alpn-01|http-01}", "ca": "https://acme-v02.api.letsencrypt.org/directory"}'),
        ('E11', 'ERROR', 'tls.issuance.acme.acme_client', 'challenge failed', '{"identifier": "' + ident + '", "challenge_type": "http-01", "problem": {"type": "urn:ietf:params:acme:error:connection", "title": "", "detail": "{ip}: Timeout during connect (likely firewall problem)", "instance": "", "subproblems": []}}'),
        ('E12', 'INFO', 'tls.obtain', 'certificate obtained successfully', '{"identifier": "' + ident + '"}'),
        ('E13', 'ERROR', 'http.log.error', 'dial tcp 127.0.0.1:{=3000|8080|9000}: connect: connection refused', '{"request": {"remote_ip": "{ip}", "remote_port": "{n}", "proto": "HTTP/2.0", "method": "GET", "host": "app.example.com", "uri": "/api/health"}, "duration": 0.00{n}, "status": 502, "err_id": "{hex}", "err_trace": "reverseproxy.statusError (reverseproxy.go:1267)"}'),
        ('E14', 'INFO', '', 'autosaved config (load with --resume flag)', '{"file": "/config/caddy/autosave.json"}'),
        ('E15', 'INFO', '', 'serving initial configuration', ''),
        ('E16', 'INFO', '', 'shutting down apps, then terminating', '{"signal": "SIGTERM"}'),
        ('E17', 'WARN', '', 'exiting; byeee!! 👋', '{"signal": "SIGTERM"}'),
        ('E18', 'DEBUG', 'http.handlers.reverse_proxy', 'upstream roundtrip', '{"upstream": "127.0.0.1:{=3000|8080}", "duration": 0.0{n}, "request": {"remote_ip": "{ip}", "method": "GET", "host": "app.example.com", "uri": "/"}, "status": 200}'),
        ('E19', 'INFO', 'tls', 'cleaning storage unit', '{"storage": "FileStorage:/data/caddy"}'),
        ('E20', 'WARN', 'tls', 'stapling OCSP', '{"error": "no OCSP stapling for [' + ident + ']: no OCSP server specified in certificate", "identifiers": ["' + ident + '"]}'),
    ]))


if __name__ == '__main__':
    write('heldout28', heldout28())
