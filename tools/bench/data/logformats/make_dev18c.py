#!/usr/bin/env python3
"""Writes dev18c/: five more labelled log formats to tune issue 19's thirteenth round (the extract half) on (none of
them in another folder here, none a Loghub system); committed before the model ran on them.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev18c.py

Labelling choices:
- NetworkManager (journal text: `<level>  [epoch.frac] domain (iface): msg`, levels trace/debug/info/warn/error):
  component the domain with its interface as written (`device (wlan0)`), as ClickHouse's `name (Qualifier):`.
- Calico Felix (`stamp [LEVEL][pid] file.go line: msg`): component the source file (`felix/health.go`); the line is
  header.
- sbt (`[level] msg`, lower-case info/warn/error/debug): no component.
- ClamAV clamd log (`ctime -> LEVEL: msg`, most lines without a level): no component; the message after `-> ` (and
  after the level where there is one).
- Dagster daemon (`stamp +zone - logger - LEVEL - msg`): component the logger.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
R.seed(1820)


def nm(l, c, m):
    return f"<{l}>  [{R.randint(1686000000, 1687000000)}.{R.randint(0, 9999):04d}] {c}: {m}"

def felix(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l}][{R.randint(30, 90)}] {c} {R.randint(50, 900)}: {m}"

def sbt(l, c, m):
    return f"[{l}] {m}"

def clamav(l, c, m):
    t = stamp('{mo} {d:>2} {h:02d}:{mi:02d}:{s:02d}')
    mo, rest = t.split(' ', 1)
    head = f"{R.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {MONTHS[int(mo) - 1]} {rest} 2023 -> "
    return head + (f"{l}: {m}" if l else m)

def dagster(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} +0000 - {c} - {l} - {m}"


def dev18c():
    yield make('networkmanager', nm, [
        ('E1', 'info', 'device (wlan0)', 'state change: config -> ip-config (reason \'none\', sys-iface-state: \'managed\')'),
        ('E2', 'info', 'manager', 'NetworkManager state is now CONNECTED_GLOBAL'),
        ('E3', 'warn', 'dhcp4 (eth0)', 'request timed out'),
        ('E4', 'info', 'dhcp4 (eth0)', 'state changed new lease, address={ip}'),
        ('E5', 'error', 'device (wlan0)', 'Activation: failed for connection \'Office\''),
    ])
    yield make('calico-felix', felix, [
        ('E1', 'INFO', 'felix/health.go', 'Health of component changed name="int_dataplane" newReport="live,ready"'),
        ('E2', 'INFO', 'felix/int_dataplane.go', 'Finished applying updates to dataplane. msecToApply={pct}'),
        ('E3', 'WARNING', 'felix/route_table.go', 'Failed to add route ipVersion=0x4 dest={ip}/32 error=network is unreachable'),
        ('E4', 'ERROR', 'felix/table.go', 'iptables-restore failed ipVersion=0x4 table="filter" error=exit status 4'),
        ('E5', 'DEBUG', 'felix/calc_graph.go', 'Endpoint update received workload={n}'),
    ])
    yield make('sbt', sbt, [
        ('E1', 'info', '', 'welcome to sbt 1.9.{n} (Eclipse Adoptium Java 17.0.{n})'),
        ('E2', 'info', '', 'compiling {n} Scala sources to /home/dev/shop/target/scala-2.13/classes ...'),
        ('E3', 'warn', '', 'there were {n} deprecation warnings; re-run with -deprecation for details'),
        ('E4', 'error', '', '/home/dev/shop/src/main/scala/Order.scala:{n}:12: not found: value totl'),
        ('E5', 'debug', '', 'Forcing garbage collection...'),
    ])
    yield make('clamav-clamd', clamav, [
        ('E1', None, '', '/home/{user}/Downloads/invoice-{n}.zip: Win.Trojan.Agent-{n} FOUND'),
        ('E2', None, '', 'SelfCheck: Database status OK.'),
        ('E3', 'WARNING', '', 'Ignoring deprecated option AllowSupplementaryGroups'),
        ('E4', 'ERROR', '', "Can't open file or directory /var/spool/{n}"),
        ('E5', None, '', 'Database correctly reloaded ({n} signatures)'),
    ])
    yield make('dagster-daemon', dagster, [
        ('E1', 'INFO', 'dagster.daemon.SensorDaemon', 'Checking for new runs for sensor: orders_sensor'),
        ('E2', 'INFO', 'dagster.daemon.SchedulerDaemon', 'Evaluating schedule `daily_refresh` at 2023-06-{n} 00:00:00 +0000'),
        ('E3', 'WARNING', 'dagster.daemon.QueuedRunCoordinatorDaemon', 'Run {hex} has been queued for {n} seconds'),
        ('E4', 'ERROR', 'dagster.daemon.SensorDaemon', 'Sensor orders_sensor raised an error: ConnectionError'),
        ('E5', 'INFO', 'dagster.daemon', 'Instance is configured with the following daemons: [\'SchedulerDaemon\', \'SensorDaemon\']'),
    ])


if __name__ == '__main__':
    write('dev18c', dev18c())
