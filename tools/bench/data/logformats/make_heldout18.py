#!/usr/bin/env python3
"""Writes heldout18/: eight labelled log formats, a blind set for issue 19's thirteenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout18.py

Labelling choices:
- GLib/GTK messages on stderr (`(prog:pid): Domain-LEVEL **: hh:mm:ss.mmm: msg`; `**` only for WARNING, CRITICAL and
  ERROR): component the log domain (`Gjs`, `GLib-GIO`); the program, pid and time are header.
- lnd / btcd (btclog: `stamp [LVL] SUBS: msg`, three letters INF/WRN/ERR/DBG/TRC/CRT): component the upper-case
  subsystem tag (`PEER`, `HSWC`).
- charmbracelet/log (`yyyy/mm/dd hh:mm:ss LEVL prefix: msg key=value ...`, four letters DEBU/INFO/WARN/ERRO/FATA):
  component the prefix; the message the text and its key=value pairs.
- PipeWire (`[L][hh:mm:ss.micro] topic<padding> | [<padding>file.c: line function()] msg`, one letter E/W/I/D/T):
  component the topic (`spa.alsa`); the source location bracket is header.
- TiDB unified log (`[yyyy/mm/dd stamp +zone] [LEVEL] [file.go:line] ["msg"] [key=value] ...`): component the
  source location `file.go:line` as written (the only name the line carries); the message everything after it,
  quotes and fields as written.
- Veeam Backup & Replication (`[dd.mm.yyyy hh:mm:ss] <thread> Level<padding> msg`, Info/Warning/Error): no component.
- HPE ProCurve / ArubaOS-Switch event log (`L mm/dd/yy hh:mm:ss event-id module: msg`, one letter I/W/E/D first):
  component the module (`ports`, `lldp`); the event id is header.
- monerod (easylogging: `stamp<TAB><padding>thread<TAB>LEVEL<TAB>category<TAB>file:line<TAB>msg`): component the
  category (`net.p2p`, `global`); thread and source location are header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'crt': 'critical', 'debu': 'debug', 'erro': 'error', 'fata': 'critical', 't': 'trace'}.items():
    NORM.setdefault(k, v)

R.seed(1918)


def glib(l, c, m):
    prog = R.choice([('gnome-shell', 1412), ('nautilus', 5120), ('gsd-media-keys', 1660)])
    stars = ' **' if l in ('WARNING', 'CRITICAL', 'ERROR') else ''
    return f"({prog[0]}:{prog[1]}): {c}-{l}{stars}: {stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}: {m}"

def lnd(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l}] {c}: {m}"

def charm(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l} {c}: {m}"

def pipewire(l, c, m):
    src, fn = {'spa.alsa': ('alsa-pcm.c', 'spa_alsa_open()'), 'pw.conf': ('conf.c', 'try_load_conf()'),
               'mod.protocol-native': ('module-protocol-native.c', 'connection_data()'),
               'pw.context': ('context.c', 'pw_context_new()'), 'spa.bluez5': ('backend-native.c', 'sco_listen()')}[c]
    return f"[{l}][{stamp('{h:02d}:{mi:02d}:{s:02d}.{us:06d}')}] {c:<12} | [{src:>16}: {R.randint(80, 2400):>4} {fn}] {m}"

def tidb(l, c, m):
    return f"[{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} +00:00] [{l}] [{c}] {m}"

def veeam(l, c, m):
    return f"[{stamp('{d:02d}.{mo:02d}.{y} {h:02d}:{mi:02d}:{s:02d}')}] <{R.randint(1, 60):02d}> {l:<8} {m}"

def procurve(l, c, m):
    return f"{l} {stamp('{mo:02d}/{d:02d}/') + '23 ' + stamp('{h:02d}:{mi:02d}:{s:02d}')} {R.choice(['00076', '00077', '00435', '00839', '00179']):} {c}: {m}"

def monero(l, c, m):
    return (f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}\t{'7f%010x' % R.getrandbits(40):>16}\t{l}\t{c}"
            f"\t{R.choice(['src/p2p/net_node.inl', 'src/cryptonote_core/blockchain.cpp', 'src/daemon/main.cpp'])}:{R.randint(100, 2999)}\t{m}")


def heldout18():
    yield make('glib-stderr', glib, [
        ('E1', 'WARNING', 'Gjs', 'JS ERROR: TypeError: this._button is null'),
        ('E2', 'CRITICAL', 'GLib-GIO', 'g_dbus_proxy_get_object_path: assertion \'G_IS_DBUS_PROXY (proxy)\' failed'),
        ('E3', 'WARNING', 'Gtk', 'Theme parsing error: gtk.css:{n}:{n}: Expected a valid color'),
        ('E4', 'DEBUG', 'GLib', 'posix_spawn avoided (fd close requested)'),
        ('E5', 'INFO', 'Gjs', 'Extension {hex}@example.com loaded in {ms} ms'),
    ])
    yield make('lnd', lnd, [
        ('E1', 'INF', 'LTND', 'Version: 0.16.{n}-beta commit=v0.16.4-beta, build=production, logging=default'),
        ('E2', 'INF', 'PEER', 'Peer({hex}@{ip}:9735): Loading ChannelPoint({hex}:0), isPending=false'),
        ('E3', 'WRN', 'HSWC', 'ChannelLink({hex}:1): received warning message from peer: chan_id={n}, err=fee too low'),
        ('E4', 'ERR', 'CRTR', 'Unable to prune channels: unable to find channel {n}'),
        ('E5', 'DBG', 'DISC', 'Processing ChannelUpdate: peer={hex}@{ip}:9735, short_chan_id={n}'),
        ('E6', 'CRT', 'LTND', 'Unable to open wallet database: timeout'),
    ])
    yield make('charm-log', charm, [
        ('E1', 'INFO', 'server', 'starting http server addr=:{port}'),
        ('E2', 'DEBU', 'cache', 'cache miss key=user:{n}'),
        ('E3', 'WARN', 'server', 'slow request path=/api/items/{n} took={ms}ms'),
        ('E4', 'ERRO', 'db', 'query failed err="connection refused" host={host}'),
        ('E5', 'INFO', 'worker', 'job finished id={n} status=ok'),
        ('E6', 'FATA', 'db', 'could not run migrations err="dirty database version {n}"'),
    ])
    yield make('pipewire', pipewire, [
        ('E1', 'W', 'spa.alsa', "'hw:0': playback open failed: Device or resource busy"),
        ('E2', 'W', 'pw.conf', "{hex}: can't load config client-rt.conf: No such file or directory"),
        ('E3', 'I', 'mod.protocol-native', '{hex}: client {n} connected'),
        ('E4', 'E', 'pw.context', '{hex}: can\'t find protocol \'PipeWire:Protocol:Native\': Operation not supported'),
        ('E5', 'D', 'spa.bluez5', 'SCO listening socket fd {n} ready'),
    ])
    yield make('tidb', tidb, [
        ('E1', 'INFO', 'server.go:{n}', '["server is running MySQL protocol"] [addr=0.0.0.0:4000]'),
        ('E2', 'WARN', 'expensivequery.go:{n}', '["memory exceeds quota"] [conn={n}] [mem_max="{n} Bytes"]'),
        ('E3', 'ERROR', 'conn.go:{n}', '["command dispatched failed"] [conn={n}] [connInfo="id:{n}, addr:{ip}:{n}"] [error="[kv:9007]Write conflict"]'),
        ('E4', 'INFO', 'ddl_worker.go:{n}', '["[ddl] run DDL job"] [worker="add index worker {n}"] [job="ID:{n}, Type:add index"]'),
        ('E5', 'INFO', 'gc_worker.go:{n}', '["[gc worker] starts the whole job"] [uuid={hex}] [safePoint={n}]'),
    ])
    yield make('veeam', veeam, [
        ('E1', 'Info', '', "Job session '{hex}' has been completed, status: 'Success'"),
        ('E2', 'Info', '', 'Starting agent on host {host}, port {n}'),
        ('E3', 'Warning', '', 'Failed to truncate transaction logs for SQL Server: access denied'),
        ('E4', 'Error', '', 'Processing VM-{n} error: Failed to create VM snapshot. Timeout {ms} ms'),
        ('E5', 'Info', '', 'Backup file size: {n} KB, compression ratio: {pct}'),
    ])
    yield make('procurve', procurve, [
        ('E1', 'I', 'ports', 'port {n} is now on-line'),
        ('E2', 'W', 'ports', 'port {n} - Excessive CRC/alignment errors'),
        ('E3', 'I', 'lldp', 'New neighbor {mac} on port {n}'),
        ('E4', 'E', 'SNTP', 'Failed to update time from server {ip}'),
        ('E5', 'I', 'mgr', 'SME CONSOLE Session - MANAGER Mode'),
        ('E6', 'W', 'stp', 'port {n} disabled - BPDU received on protected port'),
    ])
    yield make('monerod', monero, [
        ('E1', 'INFO', 'global', "Monero 'Fluorine Fermi' (v0.18.{n}-release)"),
        ('E2', 'INFO', 'net.p2p', '[{ip}:18080 OUT] Sync data returned a new top block candidate: {n} -> {n}'),
        ('E3', 'WARNING', 'net.p2p', 'Failed to connect to {ip}:18080 after {n} attempts'),
        ('E4', 'ERROR', 'blockchain', 'Block with id: <{hex}> has at least one transaction with unknown inputs'),
        ('E5', 'DEBUG', 'net.http', 'HTTP [{ip}] GET /get_info'),
    ])


if __name__ == '__main__':
    write('heldout18', heldout18())
