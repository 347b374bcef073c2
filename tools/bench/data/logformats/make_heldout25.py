#!/usr/bin/env python3
"""Writes heldout25/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
One row is one physical line, as in every other folder (the eval joins the rows' lines and scores one record per
line), so events that some of these systems spread over several lines are left out.
Run:  python3 tools/bench/data/logformats/make_heldout25.py

Labelling choices:
- libzypp / zypper log /var/log/zypper.log (`yyyy-mm-dd hh:mm:ss <N> host(pid) [group] File.cc(function):line msg`):
  the level is libzypp's number in angle brackets, read as 0 debug (DBG), 1 info (MIL, milestone), 2 warning, 3
  error; component the log group in square brackets (`zypper`, `zypp`, `zypp::media`, `zypp::exec`); host(pid) and
  the source location `File.cc(function):line` are header.
- cardano-node, the iohk-monitoring text layout (`[host:logger.name:Severity:thread] [yyyy-mm-dd hh:mm:ss.cc UTC]
  msg`): component the logger name (`cardano.node.ChainDB`), level the severity (`Notice`, `Info`, `Warning`,
  `Error`, `Debug`); host and thread id are header.
- Shibboleth Identity Provider idp-process.log, the shipped logback pattern (`yyyy-mm-dd hh:mm:ss,mmm - remote addr
  - LEVEL [logger:line] - msg`, the remote address empty on lines not tied to a request): component the logger (the
  class name) without its line number; remote address and line are header.
- ZoneMinder log file (`mm/dd/yy hh:mm:ss.uuuuuu ident[pid].LVL-file.cpp/line [msg]` from the C++ daemons,
  `mm/dd/yy hh:mm:ss.uuuuuu ident[pid].LVL [function:line] [msg]` from the Perl ones): component the process
  ident (`zmc_m1`, `zma_m2`, `zmdc`, `zmwatch`, `zmfilter_1`); the message the text inside the last brackets;
  level from ZoneMinder's code: DB1..DB9 debug, INF info, WAR warning, ERR error, FAT and PNC critical; pid and source
  location are header.
- LightDM /var/log/lightdm/lightdm.log (`[+s.ccs] LEVEL: msg`, the stamp the seconds since the daemon started): no
  component (prefixes such as `Seat seat0:` or `Session pid=N:` are part of LightDM's message text); the level the
  GLib level word (`DEBUG`, `WARNING`, `CRITICAL`).
- MariaDB MaxScale maxscale.log (`yyyy-mm-dd hh:mm:ss   level  : (session) [module] (service); msg`, the level
  padded to seven, session, module and service present only when the message was logged in their context):
  component the module in square brackets (`mariadbmon`, `readwritesplit`, `MariaDBProtocol`), '' when there is
  none; the session id in parentheses and the `(service); ` prefix are header; `alert` read as critical.
- Apache Maven console output in batch mode (`[LEVEL] msg`, no stamp, no logger name by default): no component; level
  the word in brackets (`INFO`, `WARNING`, `ERROR`, `DEBUG`); a separator line of dashes is an INFO message.
- Source/GoldSrc dedicated server (srcds) log in the Half-Life log standard (`L mm/dd/yyyy - hh:mm:ss: msg`): no
  level and no component; the message everything after the stamp's colon, player triples `"name<uid><steamid><team>"`
  included.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled

R.seed(2525)


def own_levels(table, name, header, events):
    """make, with this system's level words or numbers read through `table` (in NORM only while that file is
    made, as other systems number or spell their levels differently)."""
    saved = dict(NORM)
    NORM.update(table)
    try:
        return make(name, header, events)
    finally:
        NORM.clear()
        NORM.update(saved)


ZYPP_SRC = {'zypper': ['main.cc(main):{n}', 'Zypper.cc(doCommand):{n}', 'Summary.cc(dumpTo):{n}'],
            'zypp': ['RepoManager.cc(refreshMetadata):{n}', 'ZYppImpl.cc(commit):{n}', 'TargetImpl.cc(commit):{n}'],
            'zypp::media': ['MediaCurl.cc(doGetFileCopyFile):{n}', 'MediaCurl.cc(evaluateCurlCode):{n}'],
            'zypp::exec': ['ExternalProgram.cc(start_program):{n}']}

def zypper(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    host = R.choice(['tw-desk', 'leap-srv01', 'build-vm'])
    return f"{st} <{l}> {host}({R.randint(900, 32000)}) [{c}] {fill(R.choice(ZYPP_SRC[c]))} {m}"

def cardano(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    return f"[{R.choice(['relay1', 'relay2', 'bp-core'])}:{c}:{l}:{R.randint(5, 420)}] [{st}.{R.randint(0, 99):02d} UTC] {m}"

SHIB_LINE = {'net.shibboleth.idp.authn.impl.ValidateUsernamePasswordAgainstLDAP': 152,
             'net.shibboleth.ext.spring.service.ReloadableSpringService': 224,
             'net.shibboleth.idp.attribute.resolver.impl.AttributeResolverImpl': 361,
             'org.opensaml.saml.common.binding.security.impl.MessageReplaySecurityHandler': 193,
             'net.shibboleth.idp.session.impl.StorageBackedSessionManager': 468,
             'net.shibboleth.idp.profile.impl.SelectProfileConfiguration': 126,
             'net.shibboleth.idp.saml.profile.impl.PopulateBindingAndEndpointContexts': 355}
SHIB_NO_ADDR = {'net.shibboleth.ext.spring.service.ReloadableSpringService'}

def shibboleth(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')
    addr = '' if c in SHIB_NO_ADDR else var('ip')
    return f"{st} - {addr} - {l} [{c}:{SHIB_LINE[c]}] - {m}"

ZM_SRC = {'zmc_m1': 'zm_monitor.cpp', 'zmc_m3': 'zm_ffmpeg_camera.cpp', 'zma_m2': 'zm_signal.cpp',
          'zmdc': '[main:{n}]', 'zmwatch': '[main:{n}]', 'zmfilter_1': '[ZoneMinder::Filter::Execute:{n}]'}

def zoneminder(l, c, m):
    st = stamp('{mo:02d}/{d:02d}/{y} {h:02d}:{mi:02d}:{s:02d}').replace('/2023 ', '/23 ')
    src = ZM_SRC[c]
    where = f" {fill(src)}" if src.startswith('[') else f"-{src}/{R.randint(60, 3900)}"
    return f"{st}.{R.randint(0, 999999):06d} {c}[{R.randint(700, 60000)}].{l}{where} [{m}]"

LIGHTDM_T = [0.0]

def lightdm(l, c, m):
    LIGHTDM_T[0] += R.choice([0.0, 0.01, 0.02, 0.05, 0.31, 1.7, 12.4])
    return f"[+{LIGHTDM_T[0]:.2f}s] {l}: {m}"

MXS_SERVICE = {'readwritesplit': 'RW-Split-Router', 'MariaDBProtocol': None, 'mariadbmon': None}

def maxscale(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    ctx = ''
    if c == 'mariadbmon':
        ctx = f"[{c}] "
    elif c:
        ctx = f"({R.randint(1, 9000)}) [{c}] " + (f"({MXS_SERVICE[c]}); " if MXS_SERVICE[c] else '')
    return f"{st}   {l:<7}: {ctx}{m}"

def maven(l, c, m):
    return f"[{l}] {m}"

def srcds(l, c, m):
    return f"L {stamp('{mo:02d}/{d:02d}/{y} - {h:02d}:{mi:02d}:{s:02d}')}: {m}"


HASH = '{hex}' * 8

def heldout25():
    yield own_levels({'0': 'debug', '1': 'info', '2': 'warning', '3': 'error'}, 'zypper', zypper, [
        ('E1', '1', 'zypper', '===== Hi, me zypper {ver}'),
        ('E2', '1', 'zypp', "Refreshing repo 'repo-update' from https://download.opensuse.org/update/tumbleweed/"),
        ('E3', '0', 'zypp::media', 'Downloading https://download.opensuse.org/tumbleweed/repo/oss/x86_64/kernel-default-6.2.{n}-1.1.x86_64.rpm'),
        ('E4', '2', 'zypp', "Repository 'packman' metadata expired since {n} days (mirror out of sync?)"),
        ('E5', '3', 'zypp::media', 'curl error 28: Operation timed out after {ms} milliseconds with 0 out of 0 bytes received'),
        ('E6', '1', 'zypp::exec', "Executing 'rpm' '--root' '/' '--dbpath' '/usr/lib/sysimage/rpm' '-U' '--percent' '--noglob' '--force' '--nodeps' '--' '/var/cache/zypp/packages/repo-oss/x86_64/vim-9.0.{n}-1.1.x86_64.rpm'"),
        ('E7', '1', 'zypper', '===== Exiting main({n}) ====='),
        ('E8', '1', 'zypp', 'Commit result: {n} packages installed, 0 failed'),
    ])
    yield make('cardano-node', cardano, [
        ('E1', 'Notice', 'cardano.node.ChainDB', 'Chain extended, new tip: ' + HASH + ' at slot {n}'),
        ('E2', 'Info', 'cardano.node.ChainDB', 'Opened imm db with immutable tip at ' + HASH + ' at slot {n} and chunk {n}'),
        ('E3', 'Info', 'cardano.node.IpSubscription', 'IPs: 0.0.0.0:0 [{ip}:3001] Connection Attempt Start, destination {ip}:3001'),
        ('E4', 'Error', 'cardano.node.IpSubscription', 'IPs: 0.0.0.0:0 [{ip}:3001] Application Exception: {ip}:3001 MuxError MuxBearerClosed "<socket: {n}> closed when reading data, waiting on next header True"'),
        ('E5', 'Warning', 'cardano.node.DnsSubscription', 'Domain: "relays.example.net" Failed to start all required subscriptions'),
        ('E6', 'Info', 'cardano.node.Mempool', 'Mempool capacity {n} bytes, {n} txs, {n} bytes in use'),
        ('E7', 'Debug', 'cardano.node.BlockFetchClient', '[{ip}:3001] CompletedBlockFetch ' + HASH + ' at slot {n}'),
    ])
    yield make('shibboleth-idp', shibboleth, [
        ('E1', 'INFO', 'net.shibboleth.idp.authn.impl.ValidateUsernamePasswordAgainstLDAP', "Profile Action ValidateUsernamePasswordAgainstLDAP: Login by '{user}' succeeded"),
        ('E2', 'WARN', 'net.shibboleth.idp.authn.impl.ValidateUsernamePasswordAgainstLDAP', "Profile Action ValidateUsernamePasswordAgainstLDAP: Login by '{user}' failed"),
        ('E3', 'INFO', 'net.shibboleth.ext.spring.service.ReloadableSpringService', "Service 'shibboleth.AttributeFilterService': Reload complete"),
        ('E4', 'ERROR', 'net.shibboleth.idp.attribute.resolver.impl.AttributeResolverImpl', "Attribute Resolver 'ShibbolethAttributeResolver': Data connector 'myLDAP' produced an exception"),
        ('E5', 'WARN', 'org.opensaml.saml.common.binding.security.impl.MessageReplaySecurityHandler', "Message Handler: Rejecting replayed message ID '_{hex}{hex}' from issuer https://sp{n}.example.org/shibboleth"),
        ('E6', 'INFO', 'net.shibboleth.idp.session.impl.StorageBackedSessionManager', 'Created new session {hex}{hex} for principal {user}'),
        ('E7', 'DEBUG', 'net.shibboleth.idp.profile.impl.SelectProfileConfiguration', 'Profile Action SelectProfileConfiguration: Found profile configuration http://shibboleth.net/ns/profiles/saml2/sso/browser'),
        ('E8', 'ERROR', 'net.shibboleth.idp.saml.profile.impl.PopulateBindingAndEndpointContexts', 'Profile Action PopulateBindingAndEndpointContexts: Unable to resolve outbound message endpoint for https://sp{n}.example.org/shibboleth'),
    ])
    yield own_levels({'war': 'warning', 'fat': 'critical', 'pnc': 'critical', 'db1': 'debug', 'db2': 'debug'}, 'zoneminder', zoneminder, [
        ('E1', 'INF', 'zmc_m3', 'Front-Door: {n} - Capturing at {pct} fps, capturing bandwidth {n}bytes/sec'),
        ('E2', 'WAR', 'zmc_m3', 'Unable to get frame at {n} - packet queue full, dropping'),
        ('E3', 'ERR', 'zmc_m1', 'Unable to open input rtsp://{ip}:554/stream1 due to: Connection timed out'),
        ('E4', 'INF', 'zmdc', "'zmc -m 3' starting at 23/03/14 10:22:05, pid = {n}"),
        ('E5', 'WAR', 'zmwatch', 'Restarting capture daemon for Driveway, time since last capture {n} seconds'),
        ('E6', 'INF', 'zmfilter_1', 'Deleting event {n} from Monitor 2 (PurgeWhenFull)'),
        ('E7', 'FAT', 'zma_m2', 'Got signal 11 (Segmentation fault), crashing'),
        ('E8', 'DB1', 'zmc_m1', 'Got {n} bytes of image data from camera, {n} frames in buffer'),
    ])
    yield make('lightdm', lightdm, [
        ('E1', 'DEBUG', '', 'Starting Light Display Manager 1.30.0, UID=0 PID={n}'),
        ('E2', 'DEBUG', '', 'Seat seat0: Starting local X display on VT 7'),
        ('E3', 'DEBUG', '', "Session pid={n}: Started with service 'lightdm-greeter', username 'lightdm'"),
        ('E4', 'DEBUG', '', 'Greeter requests authentication for user {user}'),
        ('E5', 'WARNING', '', 'Error using VT_WAITACTIVE 7 on /dev/tty0: Interrupted system call'),
        ('E6', 'DEBUG', '', 'Seat seat0: Session authenticated, running command'),
        ('E7', 'WARNING', '', 'Failed to open CK session: GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.ConsoleKit was not provided by any .service files'),
        ('E8', 'CRITICAL', '', "session_get_login1_session_id: assertion 'session != NULL' failed"),
    ])
    yield make('maxscale', maxscale, [
        ('E1', 'notice', '', 'MaxScale started with {n} worker threads, each with a stack size of 8388608 bytes.'),
        ('E2', 'notice', '', "Module 'mariadbmon' loaded from '/usr/lib64/maxscale/libmariadbmon.so'."),
        ('E3', 'notice', 'mariadbmon', 'Server changed state: db{n}[{ip}:3306]: master_up. [Down] -> [Master, Running]'),
        ('E4', 'warning', 'mariadbmon', "Replica 'db{n}' has stopped replicating from the primary: Slave_IO_Running is 'No'"),
        ('E5', 'error', 'readwritesplit', 'Lost connection to the master server, closing session. Lost connection to master server while connection was idle. Connection has been idle for {n} seconds.'),
        ('E6', 'warning', 'MariaDBProtocol', "Authentication failed for user '{user}'@[{ip}] to service 'RW-Split-Router'. Originating listener: 'RW-Split-Listener'. MariaDB error: 'Access denied for user '{user}'@'{ip}' (using password: YES)'."),
        ('E7', 'info', 'readwritesplit', 'Route query to master: db{n} <'),
        ('E8', 'alert', '', 'Fatal: MaxScale {ver} received fatal signal 11. Commit ID: {hex} System name: Linux'),
    ])
    yield make('maven', maven, [
        ('E1', 'INFO', '', 'Scanning for projects...'),
        ('E2', 'INFO', '', 'Building order-service {ver}-SNAPSHOT'),
        ('E3', 'INFO', '', '--- maven-compiler-plugin:3.11.0:compile (default-compile) @ order-service ---'),
        ('E4', 'INFO', '', 'Tests run: {n}, Failures: 0, Errors: 0, Skipped: {n}, Time elapsed: 0.{n} s - in com.example.orders.OrderServiceTest'),
        ('E5', 'WARNING', '', 'Using platform encoding (UTF-8 actually) to copy filtered resources, i.e. build is platform dependent!'),
        ('E6', 'ERROR', '', '/home/ci/order-service/src/main/java/com/example/orders/OrderController.java:[{n},{n}] cannot find symbol'),
        ('E7', 'ERROR', '', 'Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.0.0:test (default-test) on project order-service: There are test failures.'),
        ('E8', 'INFO', '', 'Downloaded from central: https://repo.maven.apache.org/maven2/org/apache/commons/commons-lang3/3.12.0/commons-lang3-3.12.0.jar ({n} kB at {n} kB/s)'),
        ('E9', 'DEBUG', '', 'Resolving artifact org.slf4j:slf4j-api:jar:2.0.7 from [central (https://repo.maven.apache.org/maven2, default, releases)]'),
        ('E10', 'INFO', '', '------------------------------------------------------------------------'),
        ('E11', 'INFO', '', 'BUILD SUCCESS'),
    ])
    yield make('srcds', srcds, [
        ('E1', None, '', 'Log file started (file "logs/L0314{n}.log") (game "/home/steam/csgo") (version "{n}")'),
        ('E2', None, '', 'Loading map "de_inferno"'),
        ('E3', None, '', '"{user}<{n}><STEAM_1:0:{n}><>" connected, address "{ip}:27005"'),
        ('E4', None, '', '"{user}<{n}><STEAM_1:0:{n}><CT>" [-{n} {n} -127] killed "{user}<{n}><STEAM_1:1:{n}><TERRORIST>" [-{n} {n} -103] with "ak47" (headshot)'),
        ('E5', None, '', 'World triggered "Round_Start"'),
        ('E6', None, '', 'Team "CT" triggered "SFUI_Notice_CTs_Win" (CT "{n}") (T "{n}")'),
        ('E7', None, '', '"{user}<{n}><STEAM_1:1:{n}><TERRORIST>" say "gg wp"'),
        ('E8', None, '', 'rcon from "{ip}:{port}": command "status"'),
        ('E9', None, '', '"{user}<{n}><STEAM_1:0:{n}><CT>" disconnected (reason "Disconnect")'),
    ])


if __name__ == '__main__':
    write('heldout25', heldout25())
