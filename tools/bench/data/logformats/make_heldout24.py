#!/usr/bin/env python3
"""Writes heldout24/: eight labelled log formats, a blind set written without reading the engine or any model code
(none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
One row is one physical line, as in every other folder (the eval joins the rows' lines and scores one record per
line), so events that some of these systems spread over several lines are left out.
Run:  python3 tools/bench/data/logformats/make_heldout24.py

Labelling choices:
- Samba log.smbd with `debug prefix timestamp`, `debug pid` and `debug class` on (`[yyyy/mm/dd hh:mm:ss.uuuuuu, LL,
  pid=N, class=name] msg`, the level a debug level padded to two, all on one line): the level is Samba's documented
  DBGLVL number, read as 0 error, 1 warning, 3 notice, 5 info, 10 debug; component the class (`auth`, `smb`,
  `winbind`, `passdb`); pid and stamp are header.
- pgBackRest log file (`yyyy-mm-dd hh:mm:ss.mmm Pnn  LEVEL: msg`, the level right-aligned to six): no component; the
  process number `P00`/`P01` is header; an error's `[056]:` code stays in the message.
- Phusion Passenger (`[ L yyyy-mm-dd hh:mm:ss.ffff pid/Tn path/File.cpp:line ]: msg`, one level letter N/I/W/E/C/D):
  N read as notice and C as critical; component the abbreviated source file as written without its line
  (`age/Cor/CoreMain.cpp`); pid/thread header.
- Configuration Manager (SCCM) client logs in CMTrace layout (`<![LOG[msg]LOG]!><time="hh:mm:ss.mmm+zzz"
  date="mm-dd-yyyy" component="X" context="" type="N" thread="N" file="f.cpp:N">`): the message the text inside
  LOG[...]; component the component attribute; level from type (1 info, 2 warning, 3 error).
- ProxySQL proxysql.log (`yyyy-mm-dd hh:mm:ss File.cpp:line:function(): [LEVEL] msg`, or `yyyy-mm-dd hh:mm:ss
  [LEVEL] msg` with no source location): component the source file (`MySQL_Monitor.cpp`), '' when there is none;
  line and function with `():` are header.
- VirtualBox VBox.log (`hh:mm:ss.uuuuuu Component: msg`, the stamp the time since the VM process started): no level;
  component the subsystem or device before the first colon (`VMMDev`, `GIM`, `NAT`, `AHCI#0`), '' on lines with
  none (`Changing the VM state from ...`).
- Pacemaker detail log /var/log/pacemaker/pacemaker.log (`Mon dd hh:mm:ss host daemon  [pid] (function) level:
  msg`): component the daemon column (`pacemaker-controld`, `pacemaker-schedulerd`); host, pid and the function in
  parentheses are header; `crit` read as critical.
- collectd logfile plugin with Timestamp and PrintSeverity on (`[yyyy-mm-dd hh:mm:ss] [level] msg`): component the
  plugin or function before the first colon (`plugin_load`, `rrdtool plugin`, `uc_update`), '' on lines with none
  (`Initialization complete, entering read-loop.`).
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'n': 'notice', 'c': 'critical'}.items():
    NORM.setdefault(k, v)

R.seed(2424)


def numeric_levels(table, name, header, events):
    """make, with this system's numeric levels read through `table` (two of the systems number their levels
    differently, so the table is in NORM only while that file is made)."""
    saved = dict(NORM)
    NORM.update(table)
    try:
        return make(name, header, events)
    finally:
        NORM.clear()
        NORM.update(saved)


def samba(l, c, m):
    st = stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')
    return f"[{st}, {int(l):2d}, pid={R.randint(800, 40000)}, class={c}] {m}"

def pgbackrest(l, c, m):
    p = 'P00' if l != 'DEBUG' else R.choice(['P00', 'P01', 'P02'])
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {p} {l:>6}: {m}"

PASSENGER_LINE = {'age/Cor/CoreMain.cpp': 1310, 'age/Cor/SecurityUpdateChecker.h': 519,
                  'age/Wat/WatchdogMain.cpp': 1373, 'age/Cor/App/Implementation.cpp': 221,
                  'age/Cor/Controller/CheckoutSession.cpp': 214, 'age/Sha/ApiServerUtils.h': 883,
                  'age/Cor/SpawningKit/Spawner.h': 164}

def passenger(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    return f"[ {l} {st}.{R.randint(0, 9999):04d} {R.randint(1000, 60000)}/T{R.choice([1, 3, 5, 'c', '2l'])} {c}:{PASSENGER_LINE[c]} ]: {m}"

CM_FILE = {'LocationServices': 'lsad.cpp', 'CcmExec': 'ccmexec.cpp', 'DataTransferService': 'dtsjob.cpp',
           'ContentTransferManager': 'contenttransfermanager.cpp', 'UpdatesDeploymentAgent': 'updatesmanager.cpp',
           'PolicyAgent_RequestAssignments': 'policyagentendpoint.cpp', 'CCMSetup': 'ccmsetup.cpp'}

def cmtrace(l, c, m):
    t = stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')
    d = stamp('{mo:02d}-{d:02d}-{y}')
    return (f'<![LOG[{m}]LOG]!><time="{t}{R.choice(["+000", "+300", "+480", "-060"])}" date="{d}" component="{c}" '
            f'context="" type="{l}" thread="{R.randint(100, 9000)}" file="{CM_FILE[c]}:{R.randint(40, 3000)}">')

PROXYSQL_FN = {'MySQL_Monitor.cpp': ['monitor_ping', 'monitor_read_only_process_ready_tasks', 'monitor_replication_lag_thread'],
               'MySQL_HostGroups_Manager.cpp': ['commit', 'update_hostgroup_manager_status'],
               'MySQL_Session.cpp': ['handler'], 'ProxySQL_Admin.cpp': ['flush_mysql_servers__from_memory_to_disk']}

def proxysql(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    if not c:
        return f"{st} [{l}] {m}"
    return f"{st} {c}:{R.randint(200, 6000)}:{R.choice(PROXYSQL_FN[c])}(): [{l}] {m}"

def vbox(l, c, m):
    st = f"{R.randint(0, 2):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{R.randint(0, 999999):06d}"
    return f"{st} {c}: {m}" if c else f"{st} {m}"

PCMK_FN = {'pacemaker-controld': ['do_state_transition', 'te_rsc_command', 'process_graph_event', 'crmd_ha_msg_filter'],
           'pacemaker-schedulerd': ['unpack_config', 'log_list_item', 'pe__unpack_dataset_nvpairs'],
           'pacemaker-fenced': ['stonith_choose_peer', 'remote_op_done'],
           'pacemaker-execd': ['log_execute', 'log_finished'],
           'pacemaker-based': ['cib_process_request']}

def pacemaker(l, c, m):
    st = stamp('{mon} {d:2d} {h:02d}:{mi:02d}:{s:02d}')
    return f"{st} {R.choice(['node1', 'node2', 'db-ha-02'])} {c}  [{R.randint(900, 9000)}] ({R.choice(PCMK_FN[c])}) {l}: {m}"

def collectd(l, c, m):
    st = stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')
    return f"[{st}] [{l}] {c}: {m}" if c else f"[{st}] [{l}] {m}"


def heldout24():
    yield numeric_levels({'0': 'error', '1': 'warning', '3': 'notice', '5': 'info', '10': 'debug'}, 'samba-smbd', samba, [
        ('E1', '0', 'smb', 'Unable to connect to CUPS server localhost:631 - Connection refused'),
        ('E2', '3', 'auth', 'check_ntlm_password: Authentication for user [{user}] -> [{user}] FAILED with error NT_STATUS_WRONG_PASSWORD, authoritative=1'),
        ('E3', '1', 'smb', 'open_socket_in(): setsockopt: SO_REUSEPORT = true on port {port}: Protocol not available'),
        ('E4', '3', 'passdb', 'pdb_getsampwnam: user {user} not found in passdb'),
        ('E5', '5', 'winbind', 'winbindd_ping_dc: domain[ACME] dcname[DC{n}] dcaddress[{ip}]'),
        ('E6', '10', 'smb', 'switch message SMBtrans2 (pid {n}) conn 0x{hex}'),
        ('E7', '0', 'winbind', 'ads_connect: Cannot contact any KDC for requested realm ACME.EXAMPLE.COM'),
    ])
    yield make('pgbackrest', pgbackrest, [
        ('E1', 'INFO', '', 'backup command begin {ver}: --exec-id={n}-{hex} --log-level-console=info --pg1-path=/var/lib/postgresql/16/main --repo1-retention-full=2 --stanza=main'),
        ('E2', 'INFO', '', 'backup start archive = 0000000100000000000000{n}, lsn = 0/{hex}'),
        ('E3', 'WARN', '', 'no prior backup exists, incr backup has been changed to full'),
        ('E4', 'INFO', '', 'new backup label = 20230314-102205F_20230315-021500I'),
        ('E5', 'ERROR', '', '[082]: WAL segment 0000000100000000000000{n} was not archived before the 60000ms timeout'),
        ('E6', 'INFO', '', 'expire command end: completed successfully ({ms}ms)'),
        ('E7', 'DEBUG', '', 'command/backup/backup: backupFile: => {n}'),
    ])
    yield make('passenger', passenger, [
        ('E1', 'N', 'age/Wat/WatchdogMain.cpp', 'Starting Passenger watchdog...'),
        ('E2', 'N', 'age/Cor/CoreMain.cpp', 'Passenger core online, PID {n}'),
        ('E3', 'N', 'age/Cor/SecurityUpdateChecker.h', 'Security update check: no update found (next check in 24 hours)'),
        ('E4', 'I', 'age/Cor/App/Implementation.cpp', 'Appending application output: Started GET "/orders/{n}" for {ip}'),
        ('E5', 'W', 'age/Cor/Controller/CheckoutSession.cpp', 'Returning HTTP 503 due to: Request queue full (configured max. size: 100)'),
        ('E6', 'E', 'age/Cor/SpawningKit/Spawner.h', 'Could not spawn process for application /var/www/app{n}: The application process exited prematurely.'),
        ('E7', 'C', 'age/Sha/ApiServerUtils.h', 'Cannot accept client: Too many open files (errno=24)'),
    ])
    yield numeric_levels({'1': 'info', '2': 'warning', '3': 'error'}, 'sccm-cmtrace', cmtrace, [
        ('E1', '1', 'LocationServices', 'Current AD site of machine is Default-First-Site-Name'),
        ('E2', '1', 'CcmExec', 'Service startup.'),
        ('E3', '2', 'DataTransferService', 'DTSJob {guid} in state \'Retrying\'. Retry count {n}.'),
        ('E4', '3', 'ContentTransferManager', 'CTM job {guid} failed to download source http://cm{n}.example.com/SMS_DP_SMSPKG$/Content_{uuid}.1, error 0x80190194'),
        ('E5', '1', 'UpdatesDeploymentAgent', 'Assignment {guid} has total CI = {n}'),
        ('E6', '1', 'PolicyAgent_RequestAssignments', 'Raising event: instance of CCM_PolicyAgent_AssignmentsRequested'),
        ('E7', '3', 'CCMSetup', 'Failed to get client version for sending messages to FSP. Error 0x8004100e'),
    ])
    yield make('proxysql', proxysql, [
        ('E1', 'INFO', '', 'ProxySQL version {ver}-percona-1.1'),
        ('E2', 'INFO', '', 'Received LOAD MYSQL SERVERS TO RUNTIME command'),
        ('E3', 'ERROR', 'MySQL_Monitor.cpp', 'Server {ip}:3306 missed 3 heartbeats, shunning it and killing all the connections. Disabling other checks until the node comes back online.'),
        ('E4', 'WARNING', 'MySQL_Monitor.cpp', 'Replication lag on server {ip}:3306 is {n} seconds, avoiding it'),
        ('E5', 'INFO', 'MySQL_HostGroups_Manager.cpp', 'Generating runtime mysql servers records.'),
        ('E6', 'WARNING', 'MySQL_Session.cpp', "Error during query on (10,{ip},3306,{n}): 1045, Access denied for user '{user}'@'{ip}' (using password: YES)"),
        ('E7', 'INFO', 'ProxySQL_Admin.cpp', 'Saving mysql_servers table to disk'),
    ])
    yield make('virtualbox-vboxlog', vbox, [
        ('E1', None, 'VMMDev', 'Guest Additions information report: Version {ver} r{n}'),
        ('E2', None, 'GIM', 'KVM: Enabled wall-clock struct. at 0x{hex} - u32Sec={n} u32Nano={n} uVersion={n}'),
        ('E3', None, 'NAT', 'Link up'),
        ('E4', None, 'AHCI#0', 'Port 0 reset'),
        ('E5', None, '', "Changing the VM state from 'RUNNING' to 'SUSPENDING'"),
        ('E6', None, 'VUSB', 'Attached \'HidMouse\' to port {n} on RootHub#0 (FullSpeed)'),
        ('E7', None, 'PIIX3 ATA', 'LUN#0: disk, PCHS=16383/16/63, total number of sectors {n}'),
    ])
    yield make('pacemaker', pacemaker, [
        ('E1', 'notice', 'pacemaker-controld', 'State transition S_IDLE -> S_POLICY_ENGINE | input=I_PE_CALC cause=C_FSA_INTERNAL origin=abort_transition_graph'),
        ('E2', 'notice', 'pacemaker-controld', 'Initiating start operation vip{n}_start_0 on node2 | action {n}'),
        ('E3', 'info', 'pacemaker-schedulerd', 'On loss of quorum: Ignore'),
        ('E4', 'warning', 'pacemaker-schedulerd', 'Unexpected result (not running) was recorded for monitor of pgsql{n} on node1 at Mar 14 10:22:05 2023'),
        ('E5', 'error', 'pacemaker-fenced', "Operation 'reboot' targeting node2 by node1 for pacemaker-controld.{n}@node1: Timer expired"),
        ('E6', 'info', 'pacemaker-execd', 'executing - rsc:vip{n} action:monitor call_id:{n}'),
        ('E7', 'crit', 'pacemaker-based', 'Could not write CIB to disk: No space left on device'),
    ])
    yield make('collectd', collectd, [
        ('E1', 'info', 'plugin_load', 'plugin "cpu" successfully loaded.'),
        ('E2', 'notice', '', 'Initialization complete, entering read-loop.'),
        ('E3', 'error', 'rrdtool plugin', 'rrd_update_r (/var/lib/collectd/rrd/{host}/load/load.rrd) failed: illegal attempt to update using time {n} when last update time is {n} (minimum one second step)'),
        ('E4', 'warning', 'uc_update', 'Value too old: name = {host}/cpu-0/cpu-idle; value time = {n}.000; last cache update = {n}.000;'),
        ('E5', 'error', 'write_graphite plugin', 'Connecting to {ip}:2003 via tcp failed. The last error was: failed to connect to remote host: Connection refused'),
        ('E6', 'info', 'network plugin', 'Received packet from {ip} with unknown username {user}.'),
        ('E7', 'warning', 'ping plugin', 'ping_send failed: No ping replies received'),
    ])


if __name__ == '__main__':
    write('heldout24', heldout24())
