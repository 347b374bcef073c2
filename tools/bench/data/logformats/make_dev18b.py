#!/usr/bin/env python3
"""Writes dev18b/: eight more labelled log formats to tune issue 19's thirteenth round (the extract half) on, next to
dev18/ (none of them in another folder here, none a Loghub system); committed before the model ran on them.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev18b.py

Labelling choices:
- log4js-node basic layout (`[stamp] [LEVEL] category - msg`): component the category.
- Dask distributed (`logger - LEVEL - msg`, no stamp): component the logger (`distributed.scheduler`).
- RethinkDB (`stamp uptime level: msg`, the uptime written `0.123456s`): no component.
- QuestDB (`stamp L abbreviated.Logger msg`, one letter I/E/A/D): component the logger; `A` (advisory) left out.
- Yii 2 file target (`stamp [ip][user][session][level][category] msg`): component the category (`yii\\db\\Command`,
  `application`).
- Beego (`yyyy/mm/dd hh:mm:ss.mmm [L] [file.go:line]  msg`, one letter): component the bracketed source location.
- Mbed OS trace (`[LEVL][grp ]: msg`, level and group padded to four inside their brackets): component the group.
- TrueNAS middlewared (`[yyyy/mm/dd hh:mm:ss] (LEVEL) Class.method():line - msg`): component the class.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
R.seed(1819)


def log4js(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}] [{l}] {c} - {m}"

def dask(l, c, m):
    return f"{c} - {l} - {m}"

def rethinkdb(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}')}123 {R.randint(0, 90000)}.{R.randint(0, 999999):06d}s {l}: {m}"

def questdb(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}Z')} {l} {c} {m}"

def yii2(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{var('ip')}][{R.choice(['-', '5', '12'])}][{R.choice(['-', 'k3j4h5g6f7d8s9a0'])}][{l}][{c}] {m}"

def beego(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l}] [{c}]  {m}"

def mbed(l, c, m):
    return f"[{l:<4}][{c:<4}]: {m}"

def truenas(l, c, m):
    meth = {'PoolService': 'import_on_boot', 'DiskService': 'sync_all', 'AlertService': 'process_alerts', 'CloudSyncService': 'sync'}[c]
    return f"[{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] ({l}) {c}.{meth}():{R.randint(20, 900)} - {m}"


def dev18b():
    yield make('log4js', log4js, [
        ('E1', 'INFO', 'default', 'Server listening on port {port}'),
        ('E2', 'INFO', 'http', '{ip} - - "GET /api/items/{n} HTTP/1.1" 200 {n} "-" "curl/8.1.2"'),
        ('E3', 'WARN', 'db', 'Slow query took {ms}ms: SELECT * FROM orders WHERE id = {n}'),
        ('E4', 'ERROR', 'db', 'Connection lost: ECONNRESET'),
        ('E5', 'DEBUG', 'cache', 'Evicted {n} entries'),
    ])
    yield make('dask-distributed', dask, [
        ('E1', 'INFO', 'distributed.scheduler', 'Receive client connection: Client-{hex}'),
        ('E2', 'INFO', 'distributed.worker', 'Starting Worker plugin shuffle'),
        ('E3', 'WARNING', 'distributed.worker.memory', 'Unmanaged memory use is high. Worker memory limit: {n} GiB'),
        ('E4', 'ERROR', 'distributed.nanny', 'Worker process {n} was killed by signal 9'),
        ('E5', 'INFO', 'distributed.scheduler', 'Remove client Client-{hex}'),
    ])
    yield make('rethinkdb', rethinkdb, [
        ('E1', 'notice', '', 'Running rethinkdb 2.4.{n} (GCC 10.2.1)...'),
        ('E2', 'info', '', 'Loading data from directory /data/rethinkdb_data'),
        ('E3', 'notice', '', 'Listening for client driver connections on port 28015'),
        ('E4', 'warn', '', 'Cache size does not leave much memory for server and query overhead (available memory: {n} MB).'),
        ('E5', 'error', '', 'Failed to connect to server {ip}:29015: connection refused'),
    ])
    yield make('questdb', questdb, [
        ('E1', 'I', 'i.q.c.p.WriterPool', 'open [table=trades, thread={n}]'),
        ('E2', 'I', 'i.q.c.h.p.JsonQueryProcessorState', '[{n}] exec [q=\'select * from trades limit {n}\']'),
        ('E3', 'E', 'i.q.c.l.t.LineTcpConnectionContext', '[{n}] could not parse measurement, invalid field value'),
        ('E4', 'D', 'i.q.c.TableWriter', 'committed [table=trades, rows={n}]'),
        ('E5', 'I', 'i.q.n.IODispatcherLinux', 'connected [ip={ip}, fd={n}]'),
    ])
    yield make('yii2', yii2, [
        ('E1', 'info', 'application', 'User {n} logged in'),
        ('E2', 'error', 'yii\\db\\Exception', 'SQLSTATE[HY000] [2002] Connection refused'),
        ('E3', 'warning', 'yii\\web\\HttpException:404', 'Page not found: /shop/item/{n}'),
        ('E4', 'info', 'yii\\db\\Command::query', 'SELECT * FROM `order` WHERE `id`={n}'),
        ('E5', 'error', 'application', 'Payment gateway returned status {n}'),
    ])
    yield make('beego', beego, [
        ('E1', 'I', 'server.go:{n}', 'http server Running on http://:8080'),
        ('E2', 'I', 'router.go:{n}', 'Register route /api/v1/items/:id'),
        ('E3', 'W', 'config.go:{n}', 'config key "session.provider" not found, using default'),
        ('E4', 'E', 'orm.go:{n}', 'register db Ping `default`, dial tcp {ip}:3306: connect: connection refused'),
        ('E5', 'D', 'router.go:{n}', 'GET /api/v1/items/{n} r:{ms}µs'),
    ])
    yield make('mbed-trace', mbed, [
        ('E1', 'INFO', 'main', 'Mbed OS 6.{n}.0 started'),
        ('E2', 'DBG', 'net', 'Connecting to {ip}:1883'),
        ('E3', 'WARN', 'mqtt', 'Keepalive timeout, reconnecting'),
        ('E4', 'ERR', 'net', 'Socket connect failed: -{n}'),
        ('E5', 'INFO', 'app', 'Sensor reading: {pct} C'),
    ])
    yield make('truenas-middlewared', truenas, [
        ('E1', 'INFO', 'PoolService', "Importing 'tank' ({n})"),
        ('E2', 'DEBUG', 'DiskService', 'Syncing disk ada{n}'),
        ('E3', 'WARNING', 'AlertService', 'Alert source VolumeStatus failed: timeout after {n}s'),
        ('E4', 'ERROR', 'CloudSyncService', 'Cloud sync task {n} failed: rclone exited with code 1'),
        ('E5', 'INFO', 'PoolService', 'Pool tank imported successfully'),
    ])


if __name__ == '__main__':
    write('dev18b', dev18b())
