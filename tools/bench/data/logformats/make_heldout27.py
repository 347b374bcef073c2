#!/usr/bin/env python3
"""Writes heldout27/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py and make_heldout26.py; written from each product's public description of its
layout, messages our own. One row is one physical line, as in every other folder, so events some of these systems
spread over several lines (an SSSD backtrace dump, a Nextcloud exception trace, acme.sh's certificate body, the
`History for 'tank':` heading of zpool history) are left out.
Run:  python3 tools/bench/data/logformats/make_heldout27.py

Labelling choices:
- MIT Kerberos KDC / kadmind log file (krb5.conf `[logging] kdc = FILE:/var/log/krb5kdc.log`; `Mmm dd hh:mm:ss host
  prog[pid](severity): msg`, the day zero-padded): level the word in parentheses after the pid, MIT's own spellings
  `info`, `Notice`, `Warning`, `Error`, `CRITICAL`, `ALERT`, `EMERGENCY` (EMERGENCY read as critical); component
  the program name (`krb5kdc`, `kadmind`), as other sets take a syslog ident; stamp, host and `[pid]` are header;
  the message everything after `): `, the request type and status words (`AS_REQ`, `ISSUE:`) included.
- SSSD debug log (/var/log/sssd/sssd_<domain>.log and friends, debug_microseconds on:
  `(yyyy-mm-dd hh:mm:ss:uuuuuu): [component] [function] (0xNNNN): msg`): component the first bracket as written
  (`be[example.com]`, `nss`, `pam`, `sssd`); the function name in the second bracket is a code location and
  header, as PulseAudio's source file in heldout26; level SSSD's debug-level mask in parentheses, read by the
  sssd.conf man page's names: 0x0010 fatal and 0x0020 critical failures -> critical, 0x0040 serious failures ->
  error, 0x0080 minor failures -> warning, 0x0100 configuration settings -> info, 0x0200 function data and 0x0400
  operation trace -> debug, 0x1000 / 0x2000 / 0x4000 internal tracing -> trace.
- Nextcloud server log nextcloud.log (one JSON object per line: reqId, level, time, remoteAddr, user, app, method,
  url, message, userAgent, version): level the numeric `level` field, Nextcloud's 0 debug, 1 info, 2 warning,
  3 error, 4 fatal (-> critical); component the `app` field (`core`, `files`, `dav`, `user_ldap`, `admin_audit`,
  `files_sharing`, `cron`); the message the `message` field's text (messages here hold no characters JSON escapes, so the
  text in the line and the decoded value are the same); every other key is header.
- FortiGate (FortiOS) event log as exported or sent to a syslog server without a relay header (space-separated
  `key=value` pairs, string values double-quoted, `date=yyyy-mm-dd time=hh:mm:ss` first): level the `level` field
  (`information` read as info, `emergency` as critical); component the `subtype` field (`system`, `vpn`, `user`,
  `ha`, `update`); the message the text inside the quotes of the `msg` field, the last pair; all other pairs
  (devname, devid, eventtime, logid, logdesc, user, srcip, action ...) are header.
- ZFS `zpool history` output (`yyyy-mm-dd.hh:mm:ss command`, a dot between date and time): no level (null) and no
  component (''); the message the logged command, everything after the stamp's space.
- acme.sh log file (~/.acme.sh/acme.sh.log, each line `[` the output of `date` in the C locale `]`, i.e.
  `[Www Mmm dd hh:mm:ss UTC yyyy]` with the day padded by a space): no level (null) and no component (''); the
  message everything after `] `, acme.sh's own `Error` or `Skip` wording staying message text.
- PowerDNS Recursor structured logging, default text backend with the timestamp on
  (`Mmm dd hh:mm:ss msg="..." subsystem="..." level="N" prio="..." tid="N" ts="epoch.mmm" [key="value" ...]`):
  level the `prio` field (`Alert`, `Critical`, `Error`, `Warning`, `Notice`, `Info`, `Debug`; Alert read as
  critical); the `level` field is PowerDNS's detail number, not a severity, and is header; component the
  `subsystem` field; the message the text inside the quotes of `msg` only; tid, ts and the additional pairs after
  ts (address, zone, error ...) are header.
- PM2 daemon log ~/.pm2/pm2.log (`yyyy-mm-ddThh:mm:ss: PM2 log: msg`, the stamp without fraction or zone and
  followed by a colon; `PM2 error:` for the daemon's errors): level the word after `PM2` (`log` read as info,
  `error`); component `PM2`, the prefix naming the process that writes the line; the message everything after
  `log: ` / `error: `, app names and ids in brackets included.
"""
import json
import re
import string
from datetime import datetime, timezone

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(2727)

CUR = {'event': None}  # the event of the row being made, for header functions whose header depends on it
CHOICE = re.compile(r'\{=([^}]*)\}')
DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']


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


def extras(table):
    """Per-event extra header parts (source functions, key=value pairs), kept apart from the 4-tuples `make` draws
    from: returns the events and fills `table`."""
    def strip(events):
        out = []
        for ev in events:
            out.append(ev[:4])
            table[ev[0]] = ev[4]
        return out
    return strip


# --- MIT Kerberos -------------------------------------------------------------------------------------------
def krb5(l, c, m):
    t = when()
    return f"{MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {R.choice(['kdc1', 'kdc2.example.com'])} {c}[{R.randint(700, 4000)}]({l}): {m}"


ETYPES = ('(4 etypes {aes256-cts-hmac-sha1-96(18), aes128-cts-hmac-sha1-96(17), aes256-cts-hmac-sha384-192(20), '
          'aes128-cts-hmac-sha256-128(19)})')
ISSUED = 'etypes {rep=aes256-cts-hmac-sha1-96(18), tkt=aes256-cts-hmac-sha1-96(18), ses=aes256-cts-hmac-sha1-96(18)}'


# --- SSSD ---------------------------------------------------------------------------------------------------
SSSD_FUNC = {}


def sssd(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}:{us:06d}')
    return f"({st}): [{c}] [{SSSD_FUNC[CUR['event']]}] ({l}): {m}"


# --- Nextcloud ----------------------------------------------------------------------------------------------
NC_AGENTS = ['Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0',
             'Mozilla/5.0 (Windows) mirall/3.9.4stable-Win64 (build 20230912) (Nextcloud, windows-10.0.19045 ClientArchitecture: x86_64 OsArchitecture: x86_64)',
             'Mozilla/5.0 (Android) Nextcloud-android/3.26.0', '--']
NC_URL = {'core': ['/index.php/login', '/index.php/apps/dashboard/', '/ocs/v2.php/cloud/capabilities'],
          'files': ['/index.php/apps/files/', '/remote.php/dav/files/{user}/Documents'],
          'dav': ['/remote.php/dav/calendars/{user}/personal/', '/remote.php/dav/files/{user}/Photos'],
          'user_ldap': ['/index.php/login', '/ocs/v2.php/cloud/users'],
          'admin_audit': ['/index.php/login', '/index.php/settings/users'],
          'files_sharing': ['/ocs/v2.php/apps/files_sharing/api/v1/shares', '/index.php/s/{hex}'],
          'cron': ['/cron.php', '--']}


def nextcloud(l, c, m):
    t = when()
    rid = ''.join(R.choice(string.ascii_letters + string.digits) for _ in range(20))
    url = pick(R.choice(NC_URL[c]))
    row = {'reqId': rid, 'level': int(l), 'time': t.strftime('%Y-%m-%dT%H:%M:%S+00:00'),
           'remoteAddr': var('ip') if c != 'cron' else '', 'user': R.choice(USERS + ['--']) if c != 'cron' else '--',
           'app': c, 'method': R.choice(['GET', 'POST', 'PROPFIND', 'PUT']) if c != 'cron' else '',
           'url': url, 'message': m, 'userAgent': R.choice(NC_AGENTS) if c != 'cron' else '--',
           'version': '27.1.3.2'}
    return json.dumps(row, separators=(',', ':'))


# --- FortiGate ----------------------------------------------------------------------------------------------
FG_EXTRA = {}


def fortigate(l, c, m):
    t = when()
    logid, logdesc, rest = FG_EXTRA[CUR['event']]
    ev = int(t.timestamp()) * 10 ** 9 + R.randint(0, 999999999)
    head = (f'date={t:%Y-%m-%d} time={t:%H:%M:%S} devname="FGT60F-HQ" devid="FGT60FTK2209{R.randint(1000, 9999)}" '
            f'eventtime={ev} tz="+0000" logid="{logid}" type="event" subtype="{c}" level="{l}" vd="root" '
            f'logdesc="{logdesc}"')
    rest = pick(rest(m) if callable(rest) else rest)  # a callable when a header value repeats one in the message
    return f'{head} {rest} msg="{m}"' if rest else f'{head} msg="{m}"'


# --- zpool history ------------------------------------------------------------------------------------------
def zpool(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}.{h:02d}:{mi:02d}:{s:02d}')} {m}"


# --- acme.sh ------------------------------------------------------------------------------------------------
def acmesh(l, c, m):
    t = when()
    return f"[{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} UTC {t.year}] {m}"


# --- PowerDNS Recursor --------------------------------------------------------------------------------------
PDNS_EXTRA = {}


def pdns(l, c, m):
    t = when()
    ts = f"{int(t.timestamp())}.{R.randint(0, 999):03d}"
    tid = R.choice(['0', '0', '1', '2', '3']) if c in ('incoming', 'syncres') else '0'
    extra = pick(PDNS_EXTRA[CUR['event']])
    line = (f'{MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} msg="{m}" subsystem="{c}" level="0" prio="{l}" '
            f'tid="{tid}" ts="{ts}"')
    return f'{line} {extra}' if extra else line


# --- PM2 ----------------------------------------------------------------------------------------------------
def pm2(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}')}: {c} {l}: {m}"


def heldout27():
    yield make('krb5kdc', krb5, [
        ('E1', 'Notice', 'krb5kdc', 'setting up network...'),
        ('E2', 'info', 'krb5kdc', 'listening on fd {=9|10|11|12}: {=udp|tcp} {=0.0.0.0|::}.88'),
        ('E3', 'Notice', 'krb5kdc', 'commencing operation'),
        ('E4', 'info', 'krb5kdc', 'AS_REQ ' + ETYPES + ' {ip}: ISSUE: authtime 1686{=203118|477502|918034}, ' + ISSUED + ', {user}@EXAMPLE.COM for krbtgt/EXAMPLE.COM@EXAMPLE.COM'),
        ('E5', 'info', 'krb5kdc', 'AS_REQ ' + ETYPES + ' {ip}: NEEDED_PREAUTH: {user}@EXAMPLE.COM for krbtgt/EXAMPLE.COM@EXAMPLE.COM, Additional pre-authentication required'),
        ('E6', 'info', 'krb5kdc', 'TGS_REQ ' + ETYPES + ' {ip}: ISSUE: authtime 1686{=203118|477502|918034}, ' + ISSUED + ', {user}@EXAMPLE.COM for {=host/web01.example.com|HTTP/intranet.example.com|nfs/files.example.com}@EXAMPLE.COM'),
        ('E7', 'info', 'krb5kdc', 'AS_REQ ' + ETYPES + ' {ip}: CLIENT_NOT_FOUND: {=mallory|svc-scanner|admin}@EXAMPLE.COM for krbtgt/EXAMPLE.COM@EXAMPLE.COM, Client not found in Kerberos database'),
        ('E8', 'info', 'krb5kdc', 'preauth (encrypted_timestamp) verify failure: Preauthentication failed'),
        ('E9', 'info', 'krb5kdc', 'TGS_REQ ' + ETYPES + ' {ip}: UNKNOWN_SERVER: authtime 0,  {user}@EXAMPLE.COM for {=HTTP/wiki.example.com|cifs/nas01.example.com}@EXAMPLE.COM, Server not found in Kerberos database'),
        ('E10', 'Error', 'krb5kdc', 'Cannot bind server socket on 0.0.0.0.88: Address already in use'),
        ('E11', 'Notice', 'kadmind', 'Request: kadm5_init, {user}/admin@EXAMPLE.COM, success, client={user}/admin@EXAMPLE.COM, service=kadmin/admin@EXAMPLE.COM, addr={ip}, vers=4, flavor=6'),
        ('E12', 'Notice', 'kadmind', 'Request: kadm5_create_principal, {=svc-backup|host/web02.example.com|frank}@EXAMPLE.COM, success, client={user}/admin@EXAMPLE.COM, service=kadmin/admin@EXAMPLE.COM, addr={ip}'),
        ('E13', 'Warning', 'kadmind', 'Unauthorized request: kadm5_delete_principal, {user}@EXAMPLE.COM, client={user}@EXAMPLE.COM, service=kadmin/admin@EXAMPLE.COM, addr={ip}'),
        ('E14', 'EMERGENCY', 'krb5kdc', 'Master key stash file /var/lib/krb5kdc/.k5.EXAMPLE.COM is unreadable, exiting'),
    ], {'emergency': 'critical'})

    yield make('sssd', sssd, extras(SSSD_FUNC)([
        ('E1', '0x0200', 'be[example.com]', 'Got request for [0x1][BE_REQ_USER][name={user}@example.com]', 'dp_get_account_info_send'),
        ('E2', '0x0400', 'be[example.com]', 'calling ldap_search_ext with [(&(uid={user})(objectclass=posixAccount))][cn=accounts,dc=example,dc=com].', 'sdap_get_generic_ext_step'),
        ('E3', '0x0040', 'be[example.com]', 'sdap_async_sys_connect request failed: [110]: Connection timed out [ldap_network_timeout].', 'sss_ldap_init_sys_connect_done'),
        ('E4', '0x0080', 'be[example.com]', "Failed to resolve server '{=dc1|dc2|ldap}.example.com': Domain name not found", 'fo_resolve_service_done'),
        ('E5', '0x1000', 'be[example.com]', 'Trace: sh[0x55d6{hex}], connected[1], ops[(nil)], ldap[0x55d6{hex}]', 'sdap_process_result'),
        ('E6', '0x2000', 'be[example.com]', 'OriginalDN: [uid={user},cn=users,cn=accounts,dc=example,dc=com].', 'sdap_save_user'),
        ('E7', '0x0200', 'nss', 'CR #{n}: Looking up {user}@example.com', 'cache_req_search_send'),
        ('E8', '0x0400', 'nss', 'CR #{n}: Object found in cache.', 'cache_req_search_cache'),
        ('E9', '0x0100', 'pam', 'command: SSS_PAM_AUTHENTICATE', 'pam_print_data'),
        ('E10', '0x0040', 'pam', 'pam_reply initially called with result [7]: Authentication failure. this result might be changed during processing', 'pam_reply'),
        ('E11', '0x0020', 'sssd', "Child [{n}] ('example.com':'%BE_example.com') was terminated by own WATCHDOG. Consult corresponding logs to figure out the reason.", 'svc_child_info'),
        ('E12', '0x0010', 'be[example.com]', 'Could not initialize backend [5]', 'main'),
        ('E13', '0x0080', 'be[example.com]', 'Backend is offline', 'be_ptask_online_cb'),
        ('E14', '0x4000', 'nss', 'Received client version [1].', 'sss_cmd_get_version'),
    ]), {'0x0010': 'critical', '0x0020': 'critical', '0x0040': 'error', '0x0080': 'warning', '0x0100': 'info',
         '0x0200': 'debug', '0x0400': 'debug', '0x1000': 'trace', '0x2000': 'trace', '0x4000': 'trace'})

    yield make('nextcloud', nextcloud, [
        ('E1', '2', 'core', 'Login failed: {user} (Remote IP: {ip})'),
        ('E2', '2', 'core', 'Trusted domain error. {ip} tried to access using cloud.internal as host.'),
        ('E3', '4', 'core', 'Failed to connect to the database: An exception occurred in the driver: SQLSTATE[HY000] [2002] Connection refused'),
        ('E4', '0', 'core', 'Loading app {=calendar|contacts|notes|deck} took {ms} ms'),
        ('E5', '1', 'admin_audit', 'Login successful: {user}'),
        ('E6', '1', 'admin_audit', 'File accessed: {=Budget 2023.xlsx|Minutes.md|Holiday.jpg}'),
        ('E7', '3', 'user_ldap', 'Bind failed: 49: Invalid credentials'),
        ('E8', '2', 'user_ldap', 'Configuration Error (prefix s01): login filter does not contain %uid place holder.'),
        ('E9', '1', 'files_sharing', 'Share {n} of {user} expired and was removed'),
        ('E10', '3', 'dav', 'Calendar sync token {n} is not valid for principal {user}'),
        ('E11', '3', 'files', 'Not enough free space for user {user}: {n} bytes requested'),
        ('E12', '2', 'cron', 'Background job {n} has been running for more than 30 minutes'),
    ], {'0': 'debug', '1': 'info', '2': 'warning', '3': 'error', '4': 'critical'})

    fg = extras(FG_EXTRA)
    yield make('fortigate', fortigate, fg([
        ('E1', 'information', 'system', 'Administrator admin logged in successfully from https({ip})',
         ('0100032001', 'Admin login successful', 'sn="{n}" user="admin" ui="https({ip})" method="https" srcip={ip} dstip=10.0.0.1 action="login" status="success" reason="none" profile="super_admin"')),
        ('E2', 'alert', 'system', 'Administrator {=admin|root|support} login failed from ssh({ip}) because of invalid password',
         ('0100032002', 'Admin login failed', lambda m: f'sn="0" user="{m.split()[1]}" ui="{m.split()[-5]}" method="ssh" srcip={m.split()[-5][4:-1]} dstip=10.0.0.1 action="login" status="failed" reason="passwd_invalid"')),
        ('E3', 'information', 'system', 'Edit firewall.policy {=12|31|47}',
         ('0100044547', 'Object attribute configured', lambda m: f'user="admin" ui="GUI({{ip}})" action="Edit" cfgtid={{n}} cfgpath="firewall.policy" cfgobj="{m.split()[-1]}" cfgattr="action[deny->accept]"')),
        ('E4', 'warning', 'system', 'Link monitor: Interface {=wan1|wan2} was turned down',
         ('0100020099', 'Link monitor status warning', lambda m: f'name="{m.split()[3]}-mon" interface="{m.split()[3]}" probeproto="ping" action="down"')),
        ('E5', 'critical', 'system', 'Kernel enters memory conserve mode',
         ('0100022010', 'Memory conserve mode entered', 'service="kernel" conserve="on" total="{n} MB" used="{n} MB" red="{n} MB" green="{n} MB"')),
        ('E6', 'notice', 'vpn', 'IPsec connection status change',
         ('0101037138', 'IPsec connection status changed', 'remip={ip} locip=203.0.113.10 remport=500 locport=500 outintf="wan1" cookies="{hex}{hex}/{hex}{hex}" user="N/A" group="N/A" xauthuser="N/A" xauthgroup="N/A" assignip=N/A vpntunnel="{=branch-office|aws-vpc}" tunnelip=N/A tunnelid={n} tunneltype="ipsec" action="{=tunnel-up|tunnel-down}" duration={n} sentbyte={n} rcvdbyte={n}')),
        ('E7', 'information', 'vpn', 'SSL tunnel established',
         ('0101039424', 'SSL VPN tunnel up', 'action="tunnel-up" tunneltype="ssl-tunnel" tunnelid={n} remip={ip} tunnelip=10.212.134.{=200|201|202} user="{user}" group="vpn-users" dst_host="N/A" reason="N/A"')),
        ('E8', 'notice', 'user', 'User {user} added to auth logon',
         ('0102043039', 'Authentication logon', 'srcip={ip} user="{user}" authserver="{=corp-ldap|FortiToken}" action="auth-logon" status="logon"')),
        ('E9', 'alert', 'user', 'User {=guest|test|sa} failed in authentication',
         ('0102043009', 'Authentication failed', lambda m: f'srcip={{ip}} dstip=10.0.0.1 policyid=0 user="{m.split()[1]}" group="N/A" authproto="HTTPS({{ip}})" action="authentication" status="failure" reason="No matched user"')),
        ('E10', 'critical', 'ha', "Virtual cluster's member state moved",
         ('0108037893', 'Virtual cluster member state moved', 'msg_id={n} vcluster=1 vcluster_state="{=work|standby}" vcluster_status="{=master|slave}" ha_group=0 sn="FGT60FTK2209{n}"')),
        ('E11', 'information', 'update', 'Fortigate updated successfully',
         ('0100041000', 'FortiGate update succeeded', 'status="update" srcip={ip} dstport=443 proto=6 service="https" version="{=1.00211|92.08714|24.00103}" reason="Scheduled update"')),
        ('E12', 'emergency', 'system', 'Fortigate is rebooting due to a hardware failure',
         ('0100032007', 'Device rebooted', 'user="system" ui="kernel" action="reboot" reason="hardware"')),
    ]), {'information': 'info', 'emergency': 'critical'})

    yield make('zpool-history', zpool, [
        ('E1', None, '', 'zpool create -o ashift=12 tank mirror /dev/disk/by-id/ata-WDC_WD40EFRX-68N32N0_WD-WCC7K{=0XUV23|4HPL91} /dev/disk/by-id/ata-WDC_WD40EFRX-68N32N0_WD-WCC7K{=7TSE06|2NZQ55}'),
        ('E2', None, '', 'zfs create -o compression=lz4 tank/{=home|media|vm|backup}'),
        ('E3', None, '', 'zfs set {=atime=off|recordsize=1M|xattr=sa|quota=500G} tank/{=home|media|vm}'),
        ('E4', None, '', 'zpool scrub tank'),
        ('E5', None, '', 'zfs snapshot -r tank@autosnap_2023-{=03|06|09}-{=01|15}_00:00:0{=0|1}_daily'),
        ('E6', None, '', 'zfs destroy tank/{=home|vm}@autosnap_2023-{=02|05}-{=01|15}_00:00:00_daily'),
        ('E7', None, '', 'zpool import -c /etc/zfs/zpool.cache -aN'),
        ('E8', None, '', 'zpool add tank cache /dev/nvme0n1p{=2|3}'),
        ('E9', None, '', 'zpool replace tank {=sdb|sdc} /dev/disk/by-id/ata-ST4000VN008-2DR166_ZGY{=8K1P|9Q4M}'),
        ('E10', None, '', 'zfs receive -F tank/backup/{=laptop|web01}'),
        ('E11', None, '', 'zpool set autotrim=on tank'),
        ('E12', None, '', 'zpool clear tank'),
        ('E13', None, '', 'zfs rollback tank/home@autosnap_2023-{=04|08}-15_00:00:00_daily'),
        ('E14', None, '', 'zpool offline tank {=sdb|sdc}'),
    ])

    yield make('acme-sh', acmesh, [
        ('E1', None, '', "Using CA: https://acme.zerossl.com/v2/DV90"),
        ('E2', None, '', "Single domain='{=www.example.org|mail.example.net|git.example.com}'"),
        ('E3', None, '', 'Getting domain auth token for each domain'),
        ('E4', None, '', 'Getting webroot for domain=\'{=www.example.org|git.example.com}\''),
        ('E5', None, '', 'Verifying: {=www.example.org|mail.example.net|git.example.com}'),
        ('E6', None, '', 'Pending, The CA is processing your order, please just wait. ({=1|2|3}/30)'),
        ('E7', None, '', 'Success'),
        ('E8', None, '', 'Verify finished, start to sign.'),
        ('E9', None, '', 'Lets finalize the order.'),
        ('E10', None, '', 'Downloading cert.'),
        ('E11', None, '', 'Cert success.'),
        ('E12', None, '', 'Your cert is in: /root/.acme.sh/{=www.example.org|git.example.com}_ecc/{=www.example.org|git.example.com}.cer'),
        ('E13', None, '', 'Skipping. Next renewal time is: 2023-{=08|10|12}-{=02|19|27}T03:{=11|42}:{=05|38}Z'),
        ('E14', None, '', "{=mail.example.net|www.example.org}:Verify error:{ip}: Invalid response from http://{=mail.example.net|www.example.org}/.well-known/acme-challenge/{hex}{hex}: 404"),
        ('E15', None, '', "Please add '--debug' or '--log' to check more details."),
        ('E16', None, '', 'Run reload cmd: systemctl reload nginx'),
    ])

    px = extras(PDNS_EXTRA)
    yield make('pdns-recursor', pdns, px([
        ('E1', 'Notice', 'recursor', 'PowerDNS Recursor starting', 'version="4.9.{=2|3|4}" product="PowerDNS Recursor"'),
        ('E2', 'Info', 'config', 'Enabling IPv4 transport for outgoing queries', ''),
        ('E3', 'Warning', 'config', 'Not using IPv6 for outgoing queries, no IPv6 local address configured', ''),
        ('E4', 'Info', 'config', 'Will not send queries to these netmasks', 'netmasks="127.0.0.0/8 10.0.0.0/8 100.64.0.0/10 169.254.0.0/16 ::1/128"'),
        ('E5', 'Info', 'incoming', 'Listening for queries', 'proto="{=udp|tcp}" address="{=[::]|0.0.0.0}:53"'),
        ('E6', 'Info', 'webserver', 'Listening for HTTP requests', 'address="127.0.0.1:8082"'),
        ('E7', 'Notice', 'housekeeping', 'Refreshed root hints', 'count="13"'),
        ('E8', 'Info', 'rpz', 'RPZ zone loaded', 'zone="{=rpz.example.net|blocklist.local}" serial="2023{n}" records="{n}"'),
        ('E9', 'Error', 'rpz', 'Unable to load RPZ zone from primary', 'zone="{=rpz.example.net|blocklist.local}" primary="{ip}:53" error="Timeout waiting for data"'),
        ('E10', 'Warning', 'syncres', 'Server throttled after repeated timeouts', 'server="{ip}" qname="{=example.org|cdn.example.net|api.example.com}" qtype="{=A|AAAA|NS}"'),
        ('E11', 'Warning', 'carbon', 'Unable to send statistics to carbon server', 'address="{ip}:2003" error="Connection refused"'),
        ('E12', 'Critical', 'recursor', 'Could not bind to the query port, exiting', 'address="0.0.0.0:53" error="Address already in use"'),
        ('E13', 'Debug', 'housekeeping', 'Record cache pruned', 'removed="{n}" remaining="{n}"'),
        ('E14', 'Alert', 'recursor', 'Trust anchor file is missing, refusing to start with DNSSEC validation on', 'file="/usr/share/dns/root.key"'),
    ]), {'alert': 'critical'})

    yield make('pm2', pm2, [
        ('E1', 'log', 'PM2', '==============================================================================='),
        ('E2', 'log', 'PM2', '--- New PM2 Daemon started ----------------------------------------------------'),
        ('E3', 'log', 'PM2', 'PM2 version          : 5.3.{=0|1}'),
        ('E4', 'log', 'PM2', 'Node.js version      : 18.{=17|18}.{=0|1}'),
        ('E5', 'log', 'PM2', 'App [{=api|worker|web}:{=0|1|2}] starting in -{=fork|cluster} mode-'),
        ('E6', 'log', 'PM2', 'App [{=api|worker|web}:{=0|1|2}] online'),
        ('E7', 'log', 'PM2', 'App [{=api|worker|web}:{=0|1|2}] exited with code [{=0|1|137}] via signal [{=SIGINT|SIGTERM|SIGKILL}]'),
        ('E8', 'log', 'PM2', 'Stopping app:{=api|worker|web} id:{=0|1|2}'),
        ('E9', 'log', 'PM2', 'pid={n} msg=failed to kill - retrying in 100ms'),
        ('E10', 'log', 'PM2', 'pid={n} msg=process killed'),
        ('E11', 'log', 'PM2', 'Script /srv/{=api|worker}/dist/main.js had too many unstable restarts (16). Stopped. "errored"'),
        ('E12', 'log', 'PM2', '[PM2][WORKER] Process {=0|1|2} restarted because it exceeds --max-memory-restart value (current_memory={n}{n} max_memory_limit=524288000 [octets])'),
        ('E13', 'error', 'PM2', 'Error: spawn /usr/bin/{=python3|node} ENOENT'),
        ('E14', 'error', 'PM2', 'Error caught while calling pidusage'),
        ('E15', 'log', 'PM2', 'RPC socket file      : /home/{user}/.pm2/rpc.sock'),
    ], {'log': 'info'})


if __name__ == '__main__':
    write('heldout27', heldout27())
