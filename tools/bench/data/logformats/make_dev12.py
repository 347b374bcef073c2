#!/usr/bin/env python3
"""Writes dev12/: ten more labelled log formats to tune on (issue 19, seventh round), none of them in heldout12/.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev12.py

Labelling choices:
- zap console encoder as controller-runtime operators write it (`stamp<TAB>LEVEL<TAB>logger<TAB>msg[<TAB>{json}]`):
  component the logger name; the JSON object after the message's last tab is not message (the reader gives it as
  `fields`, as the engine's README says of zap's context fields).
- Wine debug channels (`pid:class:channel:function msg`): component the channel, the function is header; the
  `fixme` class is outside the vocabulary (level null).
- OpenWrt logread (`Wed Jun 14 08:15:02 2023 facility.level process[pid]: msg`): level from the facility's
  level, component the process name without its pid.
- Buildkite agent (`stamp LEVEL  agent-name msg`, level padded to six): component the agent's name, "" on the
  lines the agent writes before it has one.
- CockroachDB v20 (`Lyymmdd hh:mm:ss.uuuuuu goroutine file.go:line [tags] msg`, one-letter level): component the
  source file as printed with its line (as klog's); the bracketed tags are header.
- MariaDB error log (`yyyy-mm-dd hh:mm:ss thread [Note] Subsystem: msg`, hour padded with a space): level from
  the bracket (`Note` is notice), component the subsystem or program before the colon, "" when none.
- Apache Traffic Server diags.log (`[Mon dd hh:mm:ss.mmm] process LEVEL: msg`): component the process name.
- go-ethereum (log15 terminal format, `LEVEL [mm-dd|hh:mm:ss.mmm] msg   key=value ...`): no component; the
  message is everything after the stamp's bracket, padding and key=value pairs included.
- VLC's console log (`[object ptr] module object-type [level]: msg`, no level word at info): component the module,
  the object type is header; level null where none is written.
- lighttpd's error log (`stamp: (file.c.line) msg`): no level; component the source location as printed.
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(1914)


def zap(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}\t{l}\t{c}\t{m}"

WINE_FN = {'module': ['import_dll', 'load_dll'], 'ntdll': ['NtQuerySystemInformation', 'RtlGetVersion'], 'd3d': ['wined3d_adapter_init'],
           'seh': ['dispatch_exception'], 'winediag': ['wined3d_dll_init'], 'heap': ['RtlFreeHeap']}

def wine(l, c, m):
    return f"{R.choice(['0024', '0030', '00fc', '0128'])}:{l}:{c}:{R.choice(WINE_FN[c])} {m}"

def openwrt(l, c, m):
    fac, lv = l.split('.')
    pid = '' if c == 'kernel' else f"[{R.randint(500, 9000)}]"
    return f"{stamp(R.choice(['Wed', 'Thu', 'Sat']) + ' {mon} {d:2d} {h:02d}:{mi:02d}:{s:02d} {y}')} {l} {c}{pid}: {m}"

def buildkite(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l:<6} " + (f"{c} " if c else '') + m

def cockroach(l, c, m):
    return f"{l}{stamp('23{mo:02d}{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {R.randint(1, 9999)} {c} [n{R.randint(1, 5)}] {m}"

def mariadb(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:2d}:{mi:02d}:{s:02d}')} {R.choice([0, 0, 3, 17])} [{l}] " + (f"{c}: " if c else '') + m

def traffic_server(l, c, m):
    return f"[{stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}] {c} {l}: {m}"

def geth(l, c, m):
    return f"{l:<5} [{stamp('{mo:02d}-{d:02d}|{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}] {m}"

def vlc(l, c, m):
    typ = 'libvlc' if m.startswith('Running vlc') else {'main': R.choice(['input', 'playlist']), 'avcodec': 'decoder', 'pulse': 'audio output', 'http': 'access'}[c]
    return f"[{'%016x' % R.getrandbits(44)}] {c} {typ}" + (f" {l}" if l else '') + f": {m}"

def lighttpd(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}: ({c}) {m}"


def dev12():
    yield make('zap-console', zap, [
        ('E1', 'INFO', 'setup', 'starting manager'),
        ('E2', 'INFO', 'controller-runtime.metrics', 'Metrics server is starting to listen\t{"addr": ":8080"}'),
        ('E3', 'INFO', 'controller.memcached', 'Starting workers\t{"reconciler group": "cache.example.com", "worker count": 1}'),
        ('E4', 'ERROR', 'controller.memcached', 'Reconciler error\t{"name": "memcached-sample", "namespace": "default", "error": "Operation cannot be fulfilled"}'),
        ('E5', 'DEBUG', 'controller-runtime.webhook', 'Registering webhook\t{"path": "/validate-v1-pod"}'),
        ('E6', 'INFO', 'leader', 'successfully acquired lease default/{hex}.example.com'),
    ], n=60)
    yield make('wine-debug', wine, [
        ('E1', 'err', 'module', 'Library MSVCR100.dll (which is needed by L"C:\\\\Program Files\\\\App\\\\app.exe") not found'),
        ('E2', 'fixme', 'ntdll', 'info_class SYSTEM_PERFORMANCE_INFORMATION'),
        ('E3', 'err', 'd3d', 'Failed to create GL context, hr {x}.'),
        ('E4', 'warn', 'seh', 'unhandled exception code c0000005 flags 0 addr {x}'),
        ('E5', 'err', 'winediag', 'The GnuTLS cryptography library is too old.'),
        ('E6', 'warn', 'heap', 'invalid free of ptr {x} in heap {x}'),
    ], n=60)
    yield make('openwrt-logread', openwrt, [
        ('E1', 'daemon.info', 'dnsmasq', 'started, version 2.89 cachesize 150'),
        ('E2', 'daemon.info', 'dnsmasq-dhcp', 'DHCPACK(br-lan) {ip} {mac} laptop'),
        ('E3', 'daemon.notice', 'netifd', 'Interface \'wan\' is now up'),
        ('E4', 'kern.warn', 'kernel', '[{n}.{n}] br-lan: port 2(wlan0) entered disabled state'),
        ('E5', 'daemon.err', 'odhcpd', 'Failed to send to ff02::1%lan@br-lan (Address not available)'),
        ('E6', 'authpriv.info', 'dropbear', 'Password auth succeeded for \'root\' from {ip}:{n}'),
        ('E7', 'user.notice', 'firewall', 'Reloading firewall due to ifup of wan (eth1)'),
    ], n=60)
    yield make('buildkite-agent', buildkite, [
        ('E1', 'NOTICE', '', 'Starting buildkite-agent v{ver} with PID: {n}'),
        ('E2', 'INFO', '', 'Registering agent with Buildkite...'),
        ('E3', 'INFO', 'ci-runner-1', 'Connecting to Buildkite...'),
        ('E4', 'INFO', 'ci-runner-1', 'Waiting for work...'),
        ('E5', 'INFO', 'ci-runner-2', 'Assigned job {uuid}. Accepting...'),
        ('E6', 'WARN', 'ci-runner-2', 'Failed to ping (Attempt {n}/60 Retrying in 5s): POST https://agent.buildkite.com/v3/ping: 502 Bad Gateway'),
        ('E7', 'ERROR', 'ci-runner-1', 'Failed to disconnect: context deadline exceeded'),
    ], n=60)
    yield make('cockroachdb', cockroach, [
        ('E1', 'I', 'server/server.go:1591', 'starting https server at {ip}:8080 (use: localhost:8080)'),
        ('E2', 'I', 'gossip/gossip.go:1510', 'node has connected to cluster via gossip'),
        ('E3', 'W', 'kv/kvserver/store_rebalancer.go:226', 'StorePool missing descriptor for local store'),
        ('E4', 'E', 'jobs/registry.go:1180', 'error getting live session: node unavailable; try another peer'),
        ('E5', 'I', 'sql/event_log.go:152', 'Event: "create_database", target: {n}, info: {DatabaseName:shop Statement:CREATE DATABASE shop User:root}'),
        ('E6', 'W', 'server/status/runtime.go:498', 'runtime stats: {n} MiB RSS, {n} goroutines, {n} MiB/{n} MiB/{n} MiB GO alloc/idle/total'),
    ], n=60)
    yield make('mariadb', mariadb, [
        ('E1', 'Note', 'InnoDB', 'Buffer pool(s) load completed at 230614  8:15:02'),
        ('E2', 'Note', 'InnoDB', 'Using Linux native AIO'),
        ('E3', 'Note', '/usr/sbin/mariadbd', 'ready for connections.'),
        ('E4', 'Warning', '', 'Aborted connection {n} to db: \'shop\' user: \'{user}\' host: \'{ip}\' (Got an error reading communication packets)'),
        ('E5', 'ERROR', '', 'Plugin \'InnoDB\' init function returned error.'),
        ('E6', 'Note', '', 'Server socket created on IP: \'0.0.0.0\'.'),
        ('E7', 'Warning', 'InnoDB', 'Cannot open table shop/orders from the internal data dictionary of InnoDB'),
    ], n=60)
    yield make('traffic-server', traffic_server, [
        ('E1', 'NOTE', 'traffic_server', 'loading SSL certificate configuration from /etc/trafficserver/ssl_multicert.config'),
        ('E2', 'NOTE', 'traffic_server', 'traffic server running'),
        ('E3', 'WARNING', 'traffic_server', 'Connection leak from http keep_alive system'),
        ('E4', 'ERROR', 'traffic_server', 'CONNECT: could not connect to {ip} for \'http://{host}/\' (setting last failure time) connect_result={n}'),
        ('E5', 'NOTE', 'traffic_manager', 'Launching ts process'),
        ('E6', 'FATAL', 'traffic_server', 'Unable to open /var/log/trafficserver/squid.blog for write'),
    ], n=60)
    yield make('geth', geth, [
        ('E1', 'INFO', '', 'Starting Geth on Ethereum mainnet...'),
        ('E2', 'INFO', '', 'Allocated trie memory caches            clean=154.00MiB dirty=256.00MiB'),
        ('E3', 'INFO', '', 'Imported new potential chain segment     number={n} hash={hex}..{hex} blocks=1 txs={n}'),
        ('E4', 'WARN', '', 'Snapshot extension registration failed   peer={hex} err="peer connected on snap without compatible eth support"'),
        ('E5', 'ERROR', '', 'Beacon backfilling failed                err="retrieved hash chain is invalid"'),
        ('E6', 'DEBUG', '', 'Dereferenced trie from memory database   nodes={n} size={n}.00KiB'),
    ], n=60)
    yield make('vlc', vlc, [
        ('E1', None, 'main', 'Running vlc with the default interface. Use \'cvlc\' to use vlc without interface.'),
        ('E2', 'debug', 'main', 'Creating an input for \'movie_{n}.mkv\''),
        ('E3', 'error', 'avcodec', 'more than 5 seconds of late video -> dropping frame (computer too slow ?)'),
        ('E4', 'warning', 'pulse', 'starting late (-{n} us)'),
        ('E5', 'error', 'http', 'cannot connect to {host}:{port}'),
        ('E6', 'debug', 'main', 'EOF reached'),
    ], n=60)
    yield make('lighttpd', lighttpd, [
        ('E1', None, 'server.c.1588', 'server started (lighttpd/1.4.{n})'),
        ('E2', None, 'server.c.2076', 'server stopped by UID = 0 PID = {n}'),
        ('E3', None, 'mod_fastcgi.c.2543', 'FastCGI-stderr: PHP Warning:  Undefined variable $user in /var/www/html/index.php on line {n}'),
        ('E4', None, 'connections.c.1112', 'connection closed: poll() -> ERR {n}'),
        ('E5', None, 'gw_backend.c.1037', 'establishing connection failed: Connection refused socket: unix:/run/php/php-fpm.sock'),
        ('E6', None, 'configfile.c.1234', 'WARNING: unknown config-key: url.rewrite-once (ignored)'),
    ], n=60)

if __name__ == '__main__':
    write('dev12', dev12())
