#!/usr/bin/env python3
"""Writes dev14/: eight more labelled log formats to tune on (issue 19, ninth round, the extract half), none of
them in heldout14/ or any other folder here, none a Loghub system.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev14.py

Labelling choices:
- Istio (`stamp<TAB>level<TAB>scope<TAB>msg`): component the scope.
- FreeRADIUS radius.log (`Wed Jun 14 08:15:02 2023 : Kind: msg`): no component; the kind is the level where it is
  one (`Info`, `Error`, `Warning`), else (`Auth`) outside the vocabulary (null) and still header.
- Scrapy (`yyyy-mm-dd hh:mm:ss [logger] LEVEL: msg`): component the bracketed logger.
- Vagrant's debug output (` INFO global: msg`, level right-aligned to five): component the logger before the colon.
- Prefect (`hh:mm:ss.mmm | LEVEL   | logger - msg`): component the logger.
- Filebeat (`stamp<TAB>LEVEL<TAB>[name]<TAB>file.go:line<TAB>msg`): component the bracketed name; the source
  location is header.
- Ray (`yyyy-mm-dd hh:mm:ss,mmm<TAB>LEVEL file.py:line -- msg`): component the source location.
- Harbor (`stamp [LEVEL] [/path/file.go:line]: msg`): component the bracketed source location.
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)


make = make_filled

R.seed(1814)


def istio(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}Z')}\t{l}\t{c}\t{m}"

def freeradius(l, c, m):
    return f"{stamp('Wed {mon} {d:2d} {h:02d}:{mi:02d}:{s:02d} {y}')} : {l}: {m}"

def scrapy(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{c}] {l}: {m}"

def vagrant(l, c, m):
    return f"{l:>5} {c}: {m}"

def prefect(l, c, m):
    return f"{stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} | {l:<8}| {c} - {m}"

def filebeat(l, c, m):
    src = {'publisher': 'pipeline/module.go', 'monitoring': 'log/log.go', 'input': 'log/input.go', 'crawler': 'beater/crawler.go', 'esclientleg': 'eslegclient/connection.go'}[c]
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}\t{l}\t[{c}]\t{src}:{R.randint(20, 400)}\t{m}"

def ray(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}\t{l} {c} -- {m}"

def harbor(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z')} [{l}] [{c}]: {m}"


def dev14():
    yield make('istio', istio, [
        ('E1', 'info', 'ads', 'ADS: new connection for node:sidecar~{ip}~web-{hex}.default~default.svc.cluster.local-{n}'),
        ('E2', 'info', 'ads', 'CDS: PUSH request for node:web-{hex}.default resources:{n} size:{n}kB'),
        ('E3', 'warn', 'envoy', 'gRPC config for type.googleapis.com/envoy.config.cluster.v3.Cluster rejected: malformed'),
        ('E4', 'error', 'model', 'failed to convert service entry: invalid host {host}'),
        ('E5', 'info', 'xdsproxy', 'connected to upstream XDS server: istiod.istio-system.svc:15012'),
        ('E6', 'debug', 'cache', 'generated new workload certificate latency={ms}ms ttl=23h59m59s'),
    ])
    yield make('freeradius', freeradius, [
        ('E1', 'Info', '', 'Loaded virtual server <default>'),
        ('E2', 'Info', '', 'Ready to process requests'),
        ('E3', 'Auth', '', '({n}) Login OK: [{user}] (from client office port 0)'),
        ('E4', 'Auth', '', '({n}) Login incorrect (pap: Cleartext password does not match "known good" password): [{user}/x] (from client office port 0)'),
        ('E5', 'Error', '', 'Ignoring request to auth address * port 1812 bound to server default from unknown client {ip} port {n} proto udp'),
        ('E6', 'Warning', '', 'Please change the default shared secret for client localhost'),
    ])
    yield make('scrapy', scrapy, [
        ('E1', 'INFO', 'scrapy.core.engine', 'Spider opened'),
        ('E2', 'INFO', 'scrapy.extensions.logstats', 'Crawled {n} pages (at {n} pages/min), scraped {n} items (at {n} items/min)'),
        ('E3', 'DEBUG', 'scrapy.core.engine', 'Crawled (200) <GET https://{host}/page/{n}> (referer: None)'),
        ('E4', 'ERROR', 'scrapy.core.scraper', 'Spider error processing <GET https://{host}/item/{n}> (referer: https://{host}/)'),
        ('E5', 'WARNING', 'py.warnings', '/usr/lib/python3/site-packages/scrapy/settings.py:{n}: ScrapyDeprecationWarning: REQUEST_FINGERPRINTER_IMPLEMENTATION'),
        ('E6', 'INFO', 'scrapy.middleware', "Enabled extensions: ['scrapy.extensions.corestats.CoreStats', 'scrapy.extensions.telnet.TelnetConsole']"),
    ])
    yield make('vagrant', vagrant, [
        ('E1', 'INFO', 'global', 'Vagrant version: {ver}'),
        ('E2', 'DEBUG', 'subprocess', 'Command not in installer, restoring original environment...'),
        ('E3', 'INFO', 'vagrant', '`vagrant` invoked: ["up"]'),
        ('E4', 'WARN', 'machine', 'Machine state could not be read, provider returned nil'),
        ('E5', 'ERROR', 'vagrant', 'Vagrant experienced an error! Details:'),
        ('E6', 'DEBUG', 'ssh', 'Checking key permissions: /home/{user}/.vagrant.d/insecure_private_key'),
        ('E7', 'INFO', 'interface', 'Machine: action ["up", "ssh_run"]'),
    ])
    yield make('prefect', prefect, [
        ('E1', 'INFO', 'prefect.engine', 'Created flow run \'brave-otter\' for flow \'etl\''),
        ('E2', 'INFO', 'Flow run \'brave-otter\'', 'Created task run \'extract-0\' for task \'extract\''),
        ('E3', 'INFO', 'Task run \'extract-0\'', 'Finished in state Completed()'),
        ('E4', 'ERROR', 'Task run \'load-0\'', 'Encountered exception during execution: ConnectionError({host})'),
        ('E5', 'WARNING', 'prefect.agent', 'Flow run limit reached; {n} flow runs in progress.'),
        ('E6', 'DEBUG', 'prefect.client', 'Connecting to API at http://{ip}:4200/api/'),
    ])
    yield make('filebeat', filebeat, [
        ('E1', 'INFO', 'publisher', 'Beat name: {host}'),
        ('E2', 'INFO', 'monitoring', 'Non-zero metrics in the last 30s'),
        ('E3', 'INFO', 'input', 'Configured paths: [/var/log/*.log]'),
        ('E4', 'WARN', 'crawler', 'Input is already running, skipping input {n}'),
        ('E5', 'ERROR', 'esclientleg', 'error connecting to Elasticsearch at http://{ip}:9200: Get "http://{ip}:9200": dial tcp {ip}:9200: connect: connection refused'),
        ('E6', 'DEBUG', 'input', 'Start next scan'),
    ])
    yield make('ray', ray, [
        ('E1', 'INFO', 'worker.py:{n}', 'Started a local Ray instance. View the dashboard at http://127.0.0.1:8265'),
        ('E2', 'INFO', 'scripts.py:{n}', 'Local node IP: {ip}'),
        ('E3', 'WARNING', 'services.py:{n}', 'WARNING: The object store is using /tmp instead of /dev/shm because /dev/shm has only {n} bytes available.'),
        ('E4', 'ERROR', 'worker.py:{n}', 'Unhandled error (suppress with RAY_IGNORE_UNHANDLED_ERRORS=1): ray::Worker.run()'),
        ('E5', 'INFO', 'tune.py:{n}', 'Total run time: {pct} seconds ({pct} seconds for the tuning loop).'),
        ('E6', 'DEBUG', 'node.py:{n}', 'Process STDOUT and STDERR is being redirected to /tmp/ray/session_latest/logs.'),
    ])
    yield make('harbor', harbor, [
        ('E1', 'INFO', '/core/main.go:{n}', 'Registering database: type-PostgreSQL host-postgresql port-5432 database-registry sslmode-"disable"'),
        ('E2', 'INFO', '/core/main.go:{n}', 'initializing configurations...'),
        ('E3', 'ERROR', '/lib/http/error.go:{n}', '{"errors":[{"code":"UNAUTHORIZED","message":"unauthorized: unauthorized to access repository"}]}'),
        ('E4', 'WARNING', '/core/middlewares/util.go:{n}', 'failed to get the user of the request: token expired'),
        ('E5', 'DEBUG', '/pkg/scan/job.go:{n}', 'scan job {hex} for artifact sha256:{hex}{hex} started'),
        ('E6', 'INFO', '/jobservice/worker/cworker/c_worker.go:{n}', 'Job incoming: [{"id":"{hex}","kind":"Generic"}]'),
    ])

if __name__ == '__main__':
    write('dev14', dev14())
