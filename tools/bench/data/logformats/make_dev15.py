#!/usr/bin/env python3
"""Writes dev15/: eight labelled log formats to tune issue 19's tenth round on (the extract half); none of them in
another folder here (heldout15/, the round's blind set, holds eight others), none a Loghub system.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev15.py

Labelling choices:
- Graylog server (`stamp LEVEL<padding> [Class] msg`): component the class in brackets.
- Quarkus console (`stamp,ms LEVEL<padding> [category] (thread) msg`): component the category; the thread is header.
- NestJS's default logger (`[Nest] pid  - date, time     LEVEL [Context] msg`): component the context.
- ScyllaDB (`LEVEL<padding> stamp,ms [shard N] logger - msg`): component the logger; the shard is header.
- Zigbee2MQTT (`Zigbee2MQTT:level<padding> stamp: msg`): component the program name joined to the level.
- ESPHome (`[hh:mm:ss][L][tag:line]: msg`, one-letter level): component the tag with its line, as printed.
- Apache Ignite (`[hh:mm:ss,ms][LEVEL][thread][Class] msg`): component the class; the thread is header.
- Uptime Kuma (`stamp [MODULE] LEVEL: msg`): component the module.
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)


make = make_filled

R.seed(1515)


def graylog(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}+01:00')} {l:<5} [{c}] {m}"

def quarkus(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{c}] ({R.choice(['main', 'executor-thread-1', 'vert.x-eventloop-thread-0'])}) {m}"

def nestjs(l, c, m):
    return f"[Nest] {R.randint(1000, 90000)}  - {stamp('{mo:02d}/{d:02d}/{y}, {h}:{mi:02d}:{s:02d} AM')} {l:>7} [{c}] {m}"

def scylla(l, c, m):
    return f"{l:<5} {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [shard {R.randint(0, 7)}] {c} - {m}"

def zigbee(l, c, m):
    return f"{c}:{l:<5} {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}: {m}"

def esphome(l, c, m):
    return f"[{stamp('{h:02d}:{mi:02d}:{s:02d}')}][{l}][{c}]: {m}"

def ignite(l, c, m):
    return f"[{stamp('{h:02d}:{mi:02d}:{s:02d},{ms:03d}')}][{l}][{R.choice(['main', 'exchange-worker-#42', 'tcp-disco-msg-worker-#2'])}][{c}] {m}"

def kuma(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}+00:00')} [{c}] {l}: {m}"


def dev15():
    yield make('graylog', graylog, [
        ('E1', 'INFO', 'ServerBootstrap', 'Graylog server up and running.'),
        ('E2', 'INFO', 'InputStateListener', 'Input [Syslog UDP/{hex}] is now RUNNING'),
        ('E3', 'WARN', 'IndexRotationThread', 'Deflector is pointing to [graylog_{n}], not the newest one: [graylog_{n}]. Re-pointing.'),
        ('E4', 'ERROR', 'IndexerClusterCheckerThread', 'Uncaught exception in periodical: Connection refused'),
        ('E5', 'INFO', 'JerseyService', 'Started REST API at <0.0.0.0:9000>'),
        ('E6', 'INFO', 'ServiceManagerListener', 'Services are healthy'),
    ])
    yield make('quarkus', quarkus, [
        ('E1', 'INFO', 'io.quarkus', 'code-with-quarkus 1.0.{n} on JVM (powered by Quarkus 3.5.1) started in 1.{n}s. Listening on: http://0.0.0.0:8080'),
        ('E2', 'INFO', 'io.quarkus', 'Profile prod activated.'),
        ('E3', 'WARN', 'io.agroal.pool', 'Datasource \'<default>\': Connection refused'),
        ('E4', 'ERROR', 'io.quarkus.vertx.http.runtime.QuarkusErrorHandler', 'HTTP Request to /api/orders/{n} failed, error id: {uuid}-1'),
        ('E5', 'DEBUG', 'org.acme.OrderResource', 'Fetching order {n} for user {user}'),
        ('E6', 'INFO', 'io.quarkus', 'Installed features: [cdi, rest, smallrye-context-propagation, vertx]'),
    ])
    yield make('nestjs', nestjs, [
        ('E1', 'LOG', 'NestFactory', 'Starting Nest application...'),
        ('E2', 'LOG', 'InstanceLoader', 'AppModule dependencies initialized +{n}ms'),
        ('E3', 'LOG', 'RoutesResolver', 'AppController {/api}: +{n}ms'),
        ('E4', 'WARN', 'UsersService', 'User {n} not found'),
        ('E5', 'ERROR', 'ExceptionsHandler', 'connect ECONNREFUSED {ip}:5432'),
        ('E6', 'DEBUG', 'OrdersService', 'Created order {uuid}'),
        ('E7', 'LOG', 'NestApplication', 'Nest application successfully started +{n}ms'),
    ])
    yield make('scylladb', scylla, [
        ('E1', 'INFO', 'storage_service', 'Starting up server gossip'),
        ('E2', 'INFO', 'compaction', '[Compact system.local {uuid}] Compacted 2 sstables to [{n}]. 12kB to 8kB (~66% of original)'),
        ('E3', 'WARN', 'gossip', 'failure_detector_loop: Send echo to node {ip}, status = failed: seastar::rpc::closed_error'),
        ('E4', 'ERROR', 'storage_proxy', 'Exception when communicating with {ip}: Operation timed out for ks.t - received only 0 responses from 1 CL=ONE.'),
        ('E5', 'INFO', 'init', 'Scylla version 5.2.{n} initialization completed.'),
        ('E6', 'DEBUG', 'cql_server', 'connection from {ip}:{n}'),
    ])
    yield make('zigbee2mqtt', zigbee, [
        ('E1', 'info', 'Zigbee2MQTT', "MQTT publish: topic 'zigbee2mqtt/bridge/state', payload '{\"state\":\"online\"}'"),
        ('E2', 'info', 'Zigbee2MQTT', 'Starting Zigbee2MQTT version 1.33.{n}'),
        ('E3', 'warn', 'Zigbee2MQTT', 'Device {x} left the network'),
        ('E4', 'error', 'Zigbee2MQTT', "Publish 'set' 'state' to 'kitchen_light' failed: 'Error: Command {x}/1 genOnOff.on({}) failed (Timeout)'"),
        ('E5', 'debug', 'Zigbee2MQTT', "Received Zigbee message from 'sensor_{n}', type 'attributeReport', cluster 'msTemperatureMeasurement'"),
        ('E6', 'info', 'Zigbee2MQTT', 'Connected to MQTT server'),
    ])
    yield make('esphome', esphome, [
        ('E1', 'D', 'sensor:{n}', "'Temperature': Sending state {pct} °C with 1 decimals of accuracy"),
        ('E2', 'I', 'app:{n}', 'Running through setup()...'),
        ('E3', 'W', 'wifi:{n}', 'Error while connecting to WiFi network'),
        ('E4', 'E', 'dallas.sensor:{n}', 'Requesting conversion failed'),
        ('E5', 'C', 'wifi:{n}', 'WiFi:'),
        ('E6', 'D', 'switch:{n}', "'Relay' Turning ON."),
    ])
    yield make('apache-ignite', ignite, [
        ('E1', 'INFO', 'IgniteKernal', 'Config URL: file:/opt/ignite/config/default-config.xml'),
        ('E2', 'INFO', 'GridDiscoveryManager', 'Topology snapshot [ver={n}, locNode={hex}, servers=2, clients=0, state=ACTIVE, CPUs=8, offheap=3.1GB, heap=1.0GB]'),
        ('E3', 'WARNING', 'TcpDiscoverySpi', 'Failed to connect to any address from IP finder (will retry to join topology every 2000 ms)'),
        ('E4', 'SEVERE', 'GridCachePartitionExchangeManager', 'Failed to wait for partition map exchange [topVer=AffinityTopologyVersion [topVer={n}, minorTopVer=0]]'),
        ('E5', 'INFO', 'GridCacheProcessor', 'Started cache [name=orders, id={n}, memoryPolicyName=default, mode=PARTITIONED]'),
        ('E6', 'INFO', 'IgniteKernal', 'Node started : [stage="Configure system pool" ({ms} ms)]'),
    ])
    yield make('uptime-kuma', kuma, [
        ('E1', 'INFO', 'SERVER', 'Welcome to Uptime Kuma'),
        ('E2', 'INFO', 'DB', 'Connected to the database'),
        ('E3', 'WARN', 'MONITOR', 'Monitor #{n} \'{host}\': Failing: timeout of 48000ms exceeded | Interval: 60 seconds | Type: http | Down Count: 0 | Resend Interval: 0'),
        ('E4', 'ERROR', 'MONITOR', 'Monitor #{n} \'{host}\': Failing: getaddrinfo ENOTFOUND {host}'),
        ('E5', 'INFO', 'SERVER', 'Listening on 3001'),
        ('E6', 'DEBUG', 'MONITOR', 'Monitor #{n} \'{host}\': Successful Response: {ms} ms | Interval: 60 seconds | Type: http'),
    ])

if __name__ == '__main__':
    write('dev15', dev15())
