#!/usr/bin/env python3
"""Writes heldout17/: eight labelled log formats, a blind set for issue 19's twelfth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout17.py

Labelling choices:
- ejabberd (`stamp [level] <pid>@module:function/arity:line msg`, its lager-style file layout): component the module
  (`ejabberd_c2s`); the pid, function, arity and line are header.
- Neo4j (`stamp+zone LEVEL<padding> [abbreviated.Class] msg`, neo4j.log / debug.log): component the bracketed class
  where there is one, else none.
- Tarantool (`stamp [pid] cord/fiber-id/fiber-name L> msg`, one letter: I info, W warn, E error, D debug, V verbose): component
  the fiber name (`main`, `iproto`); the pid, cord and fiber id are header.
- Mumble server, murmur (`<L>stamp server-id => msg`, one letter W warning, I info, C critical): no component.
- spdlog default pattern (`[stamp] [logger] [level] msg`): component the logger name.
- structlog ConsoleRenderer (`stamp [level<padding>] event<padding> key=value ...`): no component; the message the
  event and its key=value pairs, the padding after the event kept as written.
- PHP error log (`[dd-Mon-yyyy hh:mm:ss Zone] PHP Level:  msg`): no component; `Fatal error` read as critical,
  `Notice` as notice, `Deprecated` as warning.
- HBase (`stamp LEVEL<padding> [thread] short.Class: msg`): component the short class; the thread is header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
NORM.setdefault('fatal error', 'critical')
NORM.setdefault('deprecated', 'warning')
NORM.setdefault('c', 'critical')

R.seed(1917)


def ejabberd(l, c, m):
    fn = {'ejabberd_c2s': 'handle_auth_success/4', 'ejabberd_listener': 'init/3', 'mod_mam': 'store/8',
          'ejabberd_s2s_out': 'process_closed/2', 'ejabberd_sm': 'open_session/5'}[c]
    return (f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}+00:00')} [{l}] "
            f"<0.{R.randint(100, 9999)}.0>@{c}:{fn}:{R.randint(50, 900)} {m}")

def neo4j(l, c, m):
    head = f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}+0000')} {l:<5}"
    return f"{head} [{c}] {m}" if c else f"{head} {m}"

def tarantool(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{R.randint(1000, 99999)}] main/{R.randint(101, 130)}/{c} {l}> {m}"

def murmur(l, c, m):
    return f"<{l}>{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} 1 => {m}"

def spdlog(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}] [{c}] [{l}] {m}"

def structlog(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{l:<9}] {m}"

def phperr(l, c, m):
    return f"[{stamp('{d:02d}-{mon}-{y} {h:02d}:{mi:02d}:{s:02d}')} UTC] PHP {l}:  {m}"

def hbase(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{R.choice(['main', 'RS_OPEN_REGION-regionserver/rs1:16020-1', 'MemStoreFlusher.0', 'RpcServer.priority.RWQ.Fifo.read.handler=3'])}] {c}: {m}"


def heldout17():
    yield make('ejabberd', ejabberd, [
        ('E1', 'info', 'ejabberd_listener', 'Start accepting TCP connections at [::]:{port} for ejabberd_c2s'),
        ('E2', 'info', 'ejabberd_c2s', '(tls|<0.{n}.0>) Accepted c2s PLAIN authentication for {user}@example.com by sql backend from {ip}'),
        ('E3', 'warning', 'mod_mam', 'Failed to store message for {user}@example.com: database timeout'),
        ('E4', 'error', 'ejabberd_s2s_out', 'Failed to establish outbound s2s connection example.com -> {host}: DNS lookup failed: nxdomain; bouncing for {n} seconds'),
        ('E5', 'debug', 'ejabberd_sm', 'Opening session for {user}@example.com/mobile'),
    ])
    yield make('neo4j', neo4j, [
        ('E1', 'INFO', '', 'Starting...'),
        ('E2', 'INFO', 'o.n.s.A.Bolt', 'Bolt enabled on 0.0.0.0:7687.'),
        ('E3', 'INFO', 'o.n.k.i.t.l.c.CheckPointerImpl', 'Checkpoint triggered by "Scheduled checkpoint for every 15 minutes threshold" @ txId: {n} checkpoint completed in {ms}ms'),
        ('E4', 'WARN', 'o.n.k.i.c.VmPauseMonitorComponent', 'Detected VM stop-the-world pause: {pauseTime={ms}, gcTime={ms}, gcCount=1}'),
        ('E5', 'ERROR', 'o.n.b.t.p.ProtocolHandshaker', 'Fatal error occurred during protocol handshaking: [id: 0x{hex}, L:/{ip}:7687 - R:/{ip}:{n}]'),
        ('E6', 'INFO', '', 'Remote interface available at http://localhost:7474/'),
    ])
    yield make('tarantool', tarantool, [
        ('E1', 'I', 'main', 'tarantool 2.11.{n} Linux-x86_64-RelWithDebInfo'),
        ('E2', 'I', 'main', 'log level 5'),
        ('E3', 'W', 'iproto', 'readahead limit reached, stopping input on connection fd {n}, aka {ip}:3301, peer of {ip}:{n}'),
        ('E4', 'E', 'main', 'ER_NO_SUCH_SPACE: Space \'{n}\' does not exist'),
        ('E5', 'I', 'checkpoint_daemon', 'saving snapshot `/var/lib/tarantool/{hex}.snap.inprogress\''),
        ('E6', 'I', 'iproto', 'connection from {ip}:{n} closed'),
    ])
    yield make('murmur', murmur, [
        ('E1', 'I', '', '{n}:{user}({n}) Authenticated'),
        ('E2', 'I', '', '{n}:{user}({n}) Connection closed: Error while reading from socket [1]'),
        ('E3', 'W', '', 'Not setting a bandwidth; using default of 72000'),
        ('E4', 'I', '', '{n}:{user}({n}) Moved {user}:{n}({n}) to General[{n}:0]'),
        ('E5', 'C', '', 'Failed to bind to port 64738: Address already in use'),
        ('E6', 'I', '', '<{n}:(-1)> New connection: {ip}:{n}'),
    ])
    yield make('spdlog', spdlog, [
        ('E1', 'info', 'engine', 'Loaded {n} assets in {ms} ms'),
        ('E2', 'warning', 'net', 'Retrying connection to {host}:{port} (attempt {n})'),
        ('E3', 'error', 'net', 'Socket closed unexpectedly: connection reset by peer'),
        ('E4', 'debug', 'render', 'Frame {n} took {ms} us'),
        ('E5', 'critical', 'engine', 'Out of memory while allocating {n} bytes'),
        ('E6', 'info', 'console', 'Welcome to spdlog version 1.12.{n}!'),
    ])
    yield make('structlog', structlog, [
        ('E1', 'info', '', 'user logged in                 user={user} ip={ip}'),
        ('E2', 'warning', '', 'slow query                     duration_ms={ms} table=orders'),
        ('E3', 'error', '', 'payment failed                 order_id={n} reason=card_declined'),
        ('E4', 'debug', '', 'cache miss                     key=session:{hex}'),
        ('E5', 'info', '', 'request finished               method=GET path=/api/items/{n} status=200'),
    ])
    yield make('php-error', phperr, [
        ('E1', 'Warning', '', 'Undefined variable $user in /var/www/html/index.php on line {n}'),
        ('E2', 'Fatal error', '', "Uncaught Error: Call to undefined function mysql_connect() in /var/www/html/db.php:{n}"),
        ('E3', 'Notice', '', 'Undefined index: page in /var/www/html/router.php on line {n}'),
        ('E4', 'Deprecated', '', 'Function create_function() is deprecated in /var/www/html/lib/legacy.php on line {n}'),
        ('E5', 'Warning', '', 'file_get_contents(https://{host}/feed): Failed to open stream: HTTP request failed! in /var/www/html/feed.php on line {n}'),
    ])
    yield make('hbase', hbase, [
        ('E1', 'INFO', 'regionserver.HRegion', 'Opened {hex}; next sequenceid={n}'),
        ('E2', 'INFO', 'regionserver.HStore', 'Added hdfs://namenode:8020/hbase/data/default/t1/{hex}/cf/{hex}, entries={n}, sequenceid={n}, filesize={n} K'),
        ('E3', 'WARN', 'wal.AbstractFSWAL', 'Slow sync cost: {ms} ms, current pipeline: [DatanodeInfoWithStorage[{ip}:9866]]'),
        ('E4', 'ERROR', 'regionserver.HRegionServer', 'ABORTING region server rs1,16020,{n}: Unhandled exception'),
        ('E5', 'INFO', 'zookeeper.ZKUtil', 'regionserver:16020-0x{hex} Set watcher on znode that does not yet exist, /hbase/master'),
        ('E6', 'DEBUG', 'regionserver.CompactSplit', 'Small Compaction requested: system; Because: MemStoreFlusher.0; compactionQueue=(longCompactions={n}:shortCompactions=0)'),
    ])


if __name__ == '__main__':
    write('heldout17', heldout17())
