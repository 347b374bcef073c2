#!/usr/bin/env python3
"""Writes dev19/: eight labelled log formats, development data for issue 19's fourteenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).
Two of them (px4 and vertica) are kept aside as the round's own held-out check: their misses are not read.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev19.py

Labelling choices:
- LibreOffice SAL_LOG on stderr (`level:area:pid:tid:file:line: msg`, info/warn): component the log area
  (`sfx.appl`); pid, tid and the source location are header.
- ROS 2 console (`[LEVEL] [epoch.nanos] [logger]: msg`): component the logger (node) name.
- PX4 autopilot console (`LEVEL<padding> [module] msg`, level padded to five): component the module.
- Tasmota console (`hh:mm:ss.mmm TAG: msg`, three-letter upper-case tags): no level; component the tag (`MQT`).
- Pi-hole FTL v6 (`stamp.mmm ZONE [pid(M|/Ttid)] LEVEL: msg`): no component; the process/thread bracket is header.
- Vertica vertica.log (`stamp.mmm Thread Name:0xaddr[-txn] [Subsystem] <LEVEL> msg`): component the subsystem.
- Couchbase ns_server (`[category:level,stamp,node:<pid>:module:function:line]msg`): component the category
  (`ns_server`, `user`); node, pid and the code location are header.
- OpenVPN server (`yyyy-mm-dd hh:mm:ss [name/ip:port ]msg`): no level, no component; the peer prefix is header and
  a `MULTI:`-style tag opening the message stays in it.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'panic': 'critical', 'log': 'info'}.items():
    NORM.setdefault(k, v)

R.seed(1920)


def sal(l, c, m):
    src = {'sfx.appl': 'sfx2/source/appl/app.cxx', 'vcl.gdi': 'vcl/source/gdi/print3.cxx',
           'sw.core': 'sw/source/core/doc/docnew.cxx', 'configmgr': 'configmgr/source/access.cxx'}[c]
    return f"{l}:{c}:{R.randint(1000, 60000)}:{R.randint(1000, 60000)}:{src}:{R.randint(10, 3000)}: {m}"

def ros2(l, c, m):
    return f"[{l}] [{R.randint(1690000000, 1699999999)}.{R.randint(0, 999999999):09d}] [{c}]: {m}"

def px4(l, c, m):
    return f"{l:<5} [{c}] {m}"

def tasmota(l, c, m):
    return f"{stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {c}: {m}"

def pihole(l, c, m):
    pid = R.randint(800, 40000)
    who = R.choice([f'{pid}M', f'{pid}/T{pid + R.randint(1, 9)}'])
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} CET [{who}] {l}: {m}"

def vertica(l, c, m):
    th = R.choice(['Init Session', 'DistCall Dispatch', 'TM Moveout', 'main', 'Spread Client'])
    return (f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {th}:0x7f{R.getrandbits(36):09x}"
            f"{R.choice(['', '-a0000000' + '%06x' % R.getrandbits(24)])} [{c}] <{l}> {m}")

def couchbase(l, c, m):
    mod = {'ns_server': 'ns_memcached:ensure_bucket', 'user': 'menelaus_web:handle_node_settings',
           'cluster': 'ns_cluster:do_add_node', 'xdcr': 'xdc_rep_manager:start_replication'}[c]
    return (f"[{c}:{l},{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}Z,ns_1@10.0.{R.randint(0, 9)}.{R.randint(2, 250)}:"
            f"<0.{R.randint(100, 30000)}.{R.randint(0, 9)}>:{mod}:{R.randint(50, 2000)}]{m}")

def openvpn(l, c, m):
    peer = R.choice(['', f"{R.choice(USERS)}/{var('ip')}:{R.randint(1024, 65000)} "])
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {peer}{m}"


def dev19():
    yield make('libreoffice-sal', sal, [
        ('E1', 'warn', 'sfx.appl', 'No DocumentProperties on document {n}'),
        ('E2', 'info', 'vcl.gdi', 'printer queue "{host}" has {n} jobs pending'),
        ('E3', 'warn', 'sw.core', 'DocumentSettingManager::set: unknown setting {n}'),
        ('E4', 'info', 'configmgr', 'loaded {n} layers from /usr/lib/libreoffice/share/registry in {ms} ms'),
        ('E5', 'warn', 'configmgr', 'ignoring unknown prop "{user}Lock" in component org.openoffice.Office.Common'),
    ])
    yield make('ros2', ros2, [
        ('E1', 'INFO', 'talker', "Publishing: 'Hello World: {n}'"),
        ('E2', 'WARN', 'controller_server', 'Control loop missed its desired rate of 20.0000Hz, current rate {pct}Hz'),
        ('E3', 'ERROR', 'amcl', 'Couldn\'t transform from laser_{n} to base_footprint, even though the message notifier is in use'),
        ('E4', 'DEBUG', 'rclcpp', 'waiting for service /map_server/get_state ({n} ms)'),
        ('E5', 'FATAL', 'lifecycle_manager', 'Failed to bring up all requested nodes. Aborting bringup.'),
    ])
    yield make('px4', px4, [
        ('E1', 'INFO', 'commander', 'Ready for takeoff!'),
        ('E2', 'WARN', 'health_and_arming_checks', 'Preflight Fail: Accel {n} uncalibrated'),
        ('E3', 'ERROR', 'mavlink', 'could not open /dev/ttyS{n}: Device or resource busy'),
        ('E4', 'INFO', 'dataman', 'data manager file \'./dataman\' size is {n} bytes'),
        ('E5', 'INFO', 'mavlink', 'mode: Normal, data rate: {n} B/s on udp port {port} remote port 14550'),
        ('E6', 'PANIC', 'commander', 'Failsafe: no RC and no offboard for {ms} ms'),
    ])
    yield make('tasmota', tasmota, [
        ('E1', None, 'MQT', 'tele/tasmota_{hex}/STATE = {"Uptime":"0T00:{n}","Heap":{n},"Wifi":{"RSSI":{n}}}'),
        ('E2', None, 'WIF', 'Connected'),
        ('E3', None, 'HTP', 'Web server active on tasmota-{n} with IP address {ip}'),
        ('E4', None, 'CMD', 'Grp 0, Cmd \'POWER\', Idx 1, Len {n}, Data \'ON\''),
        ('E5', None, 'RSL', 'RESULT = {"POWER":"OFF"}'),
        ('E6', None, 'APP', 'Restarting after {n} s'),
    ])
    yield make('pihole-ftl', pihole, [
        ('E1', 'INFO', '', '########## FTL started on {host}! ##########'),
        ('E2', 'INFO', '', 'Imported {n} queries from the on-disk database (it has {n} rows)'),
        ('E3', 'WARNING', '', 'Long-term load (15min avg) larger than number of processors: {pct} > 4'),
        ('E4', 'ERROR', '', 'add_message(type={n}, message=gravity) - SQL error step(): database is locked'),
        ('E5', 'INFO', '', 'Listening on port {port} for incoming IPv4 HTTP connections'),
    ])
    yield make('vertica', vertica, [
        ('E1', 'INFO', 'Txn', "Starting Commit: Txn: a0000000{hex} 'load_orders'"),
        ('E2', 'INFO', 'Session', 'Closed session {hex} for user {user} after {ms} ms'),
        ('E3', 'WARNING', 'Recover', 'Node v_db_node000{n} is not up; recovery postponed'),
        ('E4', 'ERROR', 'Catalog', 'Projection public.orders_b{n} has no buddies on node v_db_node0002'),
        ('E5', 'INFO', 'TM', 'Moveout: Starting moveout of projection public.orders_b{n}'),
    ])
    yield make('couchbase', couchbase, [
        ('E1', 'info', 'ns_server', 'Created bucket "orders{n}" with config string "ht_size=3079;max_size={n}"'),
        ('E2', 'info', 'user', 'Node ns_1@{ip} joined cluster'),
        ('E3', 'warn', 'cluster', 'Failed to add node {ip}: timeout after {ms} ms'),
        ('E4', 'error', 'xdcr', 'Replication {hex}/orders/orders failed: remote cluster unreachable'),
        ('E5', 'debug', 'ns_server', 'Bucket "orders{n}" rebalance progress {pct}'),
    ])
    yield make('openvpn', openvpn, [
        ('E1', None, '', 'MULTI: Learn: 10.8.0.{n} -> peer/{ip}:{n}'),
        ('E2', None, '', 'TLS: Initial packet from [AF_INET]{ip}:{n}, sid={hex} {hex}'),
        ('E3', None, '', 'VERIFY OK: depth=0, CN={user}'),
        ('E4', None, '', 'Initialization Sequence Completed'),
        ('E5', None, '', 'SIGUSR1[soft,connection-reset] received, client-instance restarting'),
        ('E6', None, '', 'Data Channel: using negotiated cipher \'AES-256-GCM\''),
    ])


if __name__ == '__main__':
    write('dev19', dev19())
