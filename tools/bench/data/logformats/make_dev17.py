#!/usr/bin/env python3
"""Writes dev17/: eight labelled log formats to tune issue 19's twelfth round (the extract half) on, next to the
blind heldout17/ (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev17.py

Labelling choices:
- cloudflared (zerolog's console writer: `stamp LVL msg key=value ...`, three letters INF/WRN/ERR/DBG): no
  component; the message the text and its key=value pairs.
- rclone (`yyyy/mm/dd hh:mm:ss LEVEL<padding> : msg`): no component; the message starts after ` : ` (an object
  name and colon often opening it, kept in the message).
- Uvicorn (`LEVEL:<padding>msg`, no stamp): no component.
- Timbre (`yy-mm-dd hh:mm:ss host LEVEL [ns:line] - msg`): component the namespace; the line is header.
- log4rs default (`stamp LEVEL module::path - msg`): component the module path.
- tinylog default (`stamp [thread] class.method() LEVEL: msg`): component the class; the method and thread are header.
- Ceph cluster log (`stamp mon.a (mon.0) seq : cluster [LVL] msg`): component the channel (`cluster`, `audit`).
- Android logcat brief (`L/Tag( pid): msg`): component the tag (its padding dropped).
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
NORM.setdefault('wrn', 'warning')

R.seed(1717)


def cloudflared(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z')} {l} {m}"

def rclone(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l:<6}: {m}"

def uvicorn(l, c, m):
    return f"{(l + ':'):<10}{m}"

def timbre(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')[2:]} {R.choice(['web-1', 'worker-3'])} {l} [{c}:{R.randint(10, 300)}] - {m}"

def log4rs(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}+00:00')} {l} {c} - {m}"

def tinylog(l, c, m):
    meth = {'com.example.shop.OrderService': 'place', 'com.example.shop.Main': 'main', 'com.example.shop.db.Pool': 'acquire'}[c]
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{R.choice(['main', 'pool-1-thread-2'])}] {c}.{meth}() {l}: {m}"

def ceph(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}+0000')} mon.a (mon.0) {R.randint(100, 99999)} : {c} [{l}] {m}"

def logcat(l, c, m):
    return f"{l}/{c:<8}({R.randint(100, 32000):5d}): {m}"


def dev17():
    yield make('cloudflared', cloudflared, [
        ('E1', 'INF', '', 'Starting tunnel tunnelID={uuid}'),
        ('E2', 'INF', '', 'Registered tunnel connection connIndex=0 connection={uuid} event=0 ip={ip} location=fra{n} protocol=quic'),
        ('E3', 'WRN', '', 'Your version 2023.8.{n} is outdated. We recommend upgrading it to 2023.10.0'),
        ('E4', 'ERR', '', 'Failed to serve quic connection error="timeout: no recent network activity" connIndex=1 event=0 ip={ip}'),
        ('E5', 'DBG', '', 'Updated to new configuration config="{\\"ingress\\":[]}" version={n}'),
    ])
    yield make('rclone', rclone, [
        ('E1', 'INFO', '', 'photos/img_{n}.jpg: Copied (new)'),
        ('E2', 'NOTICE', '', 'Config file "/root/.config/rclone/rclone.conf" not found - using defaults'),
        ('E3', 'ERROR', '', 'backup/db_{n}.sql: Failed to copy: googleapi: Error 403: Rate Limit Exceeded'),
        ('E4', 'DEBUG', '', 'rclone: Version "v1.64.{n}" starting with parameters ["rclone" "sync" "/data" "remote:bucket"]'),
        ('E5', 'INFO', '', 'There was nothing to transfer'),
    ])
    yield make('uvicorn', uvicorn, [
        ('E1', 'INFO', '', 'Started server process [{n}]'),
        ('E2', 'INFO', '', 'Waiting for application startup.'),
        ('E3', 'INFO', '', '{ip}:{n} - "GET /items/{n} HTTP/1.1" 200 OK'),
        ('E4', 'WARNING', '', 'Invalid HTTP request received.'),
        ('E5', 'ERROR', '', 'Exception in ASGI application'),
    ])
    yield make('timbre', timbre, [
        ('E1', 'INFO', 'shop.web.server', 'Server started on port {port}'),
        ('E2', 'WARN', 'shop.db.pool', 'Connection pool exhausted, waiting {ms} ms'),
        ('E3', 'ERROR', 'shop.orders.core', 'Order {n} rejected: insufficient stock'),
        ('E4', 'DEBUG', 'shop.web.handler', 'GET /api/orders/{n} for {user}'),
    ])
    yield make('log4rs', log4rs, [
        ('E1', 'INFO', 'myapp::server', 'listening on {ip}:{port}'),
        ('E2', 'WARN', 'myapp::db::pool', 'connection {n} idle for {ms}ms, closing'),
        ('E3', 'ERROR', 'myapp::handlers::upload', 'upload of {hex} failed: disk quota exceeded'),
        ('E4', 'DEBUG', 'hyper::proto::h1::io', 'flushed {n} bytes'),
        ('E5', 'TRACE', 'myapp::cache', 'cache hit for key {hex}'),
    ])
    yield make('tinylog', tinylog, [
        ('E1', 'INFO', 'com.example.shop.Main', 'Application started in {ms} ms'),
        ('E2', 'WARN', 'com.example.shop.db.Pool', 'Pool is running low: {n} of 20 connections free'),
        ('E3', 'ERROR', 'com.example.shop.OrderService', 'Could not place order {n} for {user}'),
        ('E4', 'DEBUG', 'com.example.shop.OrderService', 'Validating basket with {n} items'),
    ])
    yield make('ceph-cluster', ceph, [
        ('E1', 'INF', 'cluster', 'osd.{n} marked itself down'),
        ('E2', 'WRN', 'cluster', 'Health check failed: 1 osds down (OSD_DOWN)'),
        ('E3', 'DBG', 'cluster', 'pgmap v{n}: 129 pgs: 129 active+clean; {n} MiB data, {n} GiB used, 2.9 TiB / 3.0 TiB avail'),
        ('E4', 'INF', 'audit', 'from=\'client.? {ip}:0/{n}\' entity=\'client.admin\' cmd=[{"prefix": "osd pool ls"}]: dispatch'),
        ('E5', 'ERR', 'cluster', 'Health check failed: Reduced data availability: 2 pgs inactive (PG_AVAILABILITY)'),
    ])
    yield make('logcat-brief', logcat, [
        ('E1', 'I', 'ActivityManager', 'Start proc {n}:com.example.app/u0a{n} for activity com.example.app/.MainActivity'),
        ('E2', 'D', 'dalvikvm', 'GC_CONCURRENT freed {n}K, 12% free {n}K/9543K, paused 2ms+3ms'),
        ('E3', 'W', 'System.err', 'java.net.SocketTimeoutException: timeout'),
        ('E4', 'E', 'AndroidRuntime', 'FATAL EXCEPTION: main'),
        ('E5', 'V', 'WindowManager', 'Relayout Window{{hex} u0 com.example.app/com.example.app.MainActivity}: viewVisibility=0'),
    ])


if __name__ == '__main__':
    write('dev17', dev17())
