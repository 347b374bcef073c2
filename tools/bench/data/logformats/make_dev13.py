#!/usr/bin/env python3
"""Writes dev13/: ten more labelled log formats to tune on (issue 19, eighth round), none of them in heldout13/ or
any other folder here, none a Loghub system.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev13.py

Labelling choices:
- Redpanda (Seastar: `LEVEL stamp [shard n] logger - file.cc:line - msg`, level padded to five): component the
  logger; the source location is header.
- Azure Linux agent (`stamp LEVEL Thread Prefix msg`, the thread's name then its log prefix): component the thread
  name, the prefix after it header.
- Manticore searchd (`[Wed Jun 14 08:15:02.123 2023] [pid] LEVEL: msg`, the level on some lines only): no component.
- VS Code's main log (`stamp [level] msg`): no component.
- log4net's usual pattern (`%date [%thread] %-5level %logger - %message`): component the logger.
- Jellyfin (Serilog: `[stamp +00:00] [INF] [thread] Logger.Name: msg`): component the logger.
- DDNet game server (`yyyy-mm-dd hh:mm:ss I system: msg`, one-letter level): component the system name.
- strongSwan charon's file log (`Jun 14 08:15:02 09[IKE] msg`): no level; component the subsystem in brackets.
- Syncthing (`[DEVID] yyyy/mm/dd hh:mm:ss.uuuuuu INFO: msg`): no component.
- CakePHP's file log (`yyyy-mm-dd hh:mm:ss Error: msg`): no component.
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(1813)


def redpanda(l, c, m):
    src = {'kafka': 'connection_context.cc:{}', 'raft': 'consensus.cc:{}', 'cluster': 'controller_backend.cc:{}', 'storage': 'segment.cc:{}', 'admin_api_server': 'admin_server.cc:{}'}[c].format(R.randint(40, 2000))
    return f"{l:<5} {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [shard {R.randint(0, 3)}] {c} - {src} - {m}"

def waagent(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}Z')} {l} {c} {c} {m}"

def manticore(l, c, m):
    return f"[{stamp(R.choice(['Wed', 'Thu', 'Fri']) + ' {mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d} {y}')}] [{R.randint(100, 9999)}] " + (f"{l}: " if l else '') + m

def vscode(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l}] {m}"

def log4net(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [{R.randint(1, 40)}] {l:<5} {c} - {m}"

def jellyfin(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} +00:00] [{l}] [{R.randint(1, 60)}] {c}: {m}"

def ddnet(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l} {c}: {m}"

def charon(l, c, m):
    return f"{stamp('{mon} {d:2d} {h:02d}:{mi:02d}:{s:02d}')} {R.randint(1, 16):02d}[{c}] {m}"

def syncthing(l, c, m):
    return f"[{R.choice(['MFZWI', 'ABCDE', 'Q3RT7'])}] {stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {l}: {m}"

def cakephp(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l}: {m}"


def dev13():
    yield make('redpanda', redpanda, [
        ('E1', 'INFO', 'kafka', 'Detected new client connection from {ip}:{n}'),
        ('E2', 'INFO', 'raft', '[group_id:{n}, {kafka/orders/0}] vote_stm.cc:264 - became the leader term: {n}'),
        ('E3', 'WARN', 'cluster', 'Unable to find topic kafka/payments, retrying'),
        ('E4', 'ERROR', 'kafka', 'Error serving kafka connection: std::system_error (error system:104, read: Connection reset by peer)'),
        ('E5', 'DEBUG', 'storage', 'Creating new segment /var/lib/redpanda/data/kafka/orders/0_{n}/{n}-1-v1.log'),
        ('E6', 'INFO', 'admin_api_server', 'Started HTTP admin service listening at {/0.0.0.0:9644}'),
    ])
    yield make('waagent', waagent, [
        ('E1', 'INFO', 'Daemon', 'Azure Linux Agent Version: {ver}'),
        ('E2', 'INFO', 'ExtHandler', 'Processing extension Microsoft.Azure.Monitor.AzureMonitorLinuxAgent'),
        ('E3', 'WARNING', 'ExtHandler', 'Fetch failed: [HttpError] [HTTP Failed] GET http://168.63.129.16/machine -- IOError timed out'),
        ('E4', 'ERROR', 'Daemon', 'Event: name=WALinuxAgent, op=Provision, message=Provisioning failed, duration={n}'),
        ('E5', 'INFO', 'MonitorHandler', 'Cgroup monitoring is not supported'),
        ('E6', 'INFO', 'EnvHandler', 'Configure routes'),
    ])
    yield make('manticore-searchd', manticore, [
        ('E1', None, '', 'accepting connections'),
        ('E2', 'WARNING', '', 'table \'products\': prealloc: failed to open /var/lib/manticore/products.sph: No such file or directory'),
        ('E3', None, '', 'listening on all interfaces for mysql, port=9306'),
        ('E4', 'FATAL', '', 'failed to lock pid file \'/run/manticore/searchd.pid\': Resource temporarily unavailable'),
        ('E5', None, '', 'rotating table \'orders\': started'),
        ('E6', 'WARNING', '', 'conn {ip}:{n}({n}), sock={n}: bailing on failed MySQL header'),
    ])
    yield make('vscode', vscode, [
        ('E1', 'info', '', 'update#setState idle'),
        ('E2', 'info', '', 'Extension host with pid {n} exited with code: 0, signal: unknown.'),
        ('E3', 'error', '', 'Error: Request timed out after {ms}ms'),
        ('E4', 'warning', '', 'Settings pattern "files.exclude" doesn\'t match any setting'),
        ('E5', 'trace', '', 'lifecycle (main): phase changed (value: 3)'),
        ('E6', 'info', '', 'Started local extension host with pid {n}.'),
    ])
    yield make('log4net', log4net, [
        ('E1', 'INFO', 'MyApp.Program', 'Application starting, version {ver}'),
        ('E2', 'DEBUG', 'MyApp.Data.OrderRepository', 'Loaded {n} orders for customer {n}'),
        ('E3', 'WARN', 'MyApp.Services.MailService', 'SMTP server {host} slow to respond ({ms} ms)'),
        ('E4', 'ERROR', 'MyApp.Services.PaymentService', 'Payment {uuid} failed: gateway returned 502'),
        ('E5', 'FATAL', 'MyApp.Program', 'Unhandled exception, shutting down'),
    ])
    yield make('jellyfin', jellyfin, [
        ('E1', 'INF', 'Jellyfin.Server.Program', 'Jellyfin version: 10.8.{n}'),
        ('E2', 'INF', 'Emby.Server.Implementations.ApplicationHost', 'Core startup complete'),
        ('E3', 'WRN', 'MediaBrowser.MediaEncoding.FfmpegValidator', 'FFmpeg validation: The minimum recommended FFmpeg version is 4.0'),
        ('E4', 'ERR', 'Emby.Server.Implementations.ScheduledTasks.TaskManager', 'Error executing Scheduled Task'),
        ('E5', 'INF', 'Jellyfin.Api.Auth.CustomAuthenticationHandler', 'AuthenticationScheme: CustomAuthentication was challenged.'),
        ('E6', 'DBG', 'Emby.Server.Implementations.Library.LibraryManager', 'Refreshing library folder /media/movies/Film {n} (2019)'),
    ])
    yield make('ddnet', ddnet, [
        ('E1', 'I', 'server', 'player has entered the game. ClientID={n} addr=<{{ip}:8303}>'),
        ('E2', 'I', 'chat', '{n}:-2:{user}: gg'),
        ('E3', 'I', 'engine', 'running on unix-linux-amd64'),
        ('E4', 'W', 'server', 'net_ban: banned {ip} for 5 minutes'),
        ('E5', 'E', 'engine/mastersrv', 'error: could not register: HTTP 500'),
        ('E6', 'I', 'game', 'kill killer=\'{n}:{user}\' victim=\'{n}:{user}\' weapon=1 special=0'),
    ])
    yield make('strongswan-charon', charon, [
        ('E1', None, 'IKE', 'initiating IKE_SA vpn-{n}[{n}] to {ip}'),
        ('E2', None, 'ENC', 'generating IKE_SA_INIT request 0 [ SA KE No N(NATD_S_IP) N(NATD_D_IP) ]'),
        ('E3', None, 'NET', 'sending packet: from {ip}[500] to {ip}[500] ({n} bytes)'),
        ('E4', None, 'CFG', 'loaded certificate "CN=vpn.example.com" from \'/etc/ipsec.d/certs/vpn.pem\''),
        ('E5', None, 'KNL', 'interface eth0 activated'),
        ('E6', None, 'IKE', 'IKE_SA vpn-{n}[{n}] established between {ip}[vpn.example.com]...{ip}[peer]'),
    ])
    yield make('syncthing', syncthing, [
        ('E1', 'INFO', '', 'Connected to {ip}:22000 (tcp-client) at {host}'),
        ('E2', 'INFO', '', 'Completed initial scan of sendreceive folder "Photos" (abcd-{n})'),
        ('E3', 'WARNING', '', 'Error on folder "Docs" (efgh-{n}): folder marker missing'),
        ('E4', 'INFO', '', 'Ready to synchronize "Photos" (abcd-{n}) (sendreceive)'),
        ('E5', 'DEBUG', '', 'model@{x} sending index for folder "Docs"'),
    ])
    yield make('cakephp', cakephp, [
        ('E1', 'Error', '', '[Cake\\Http\\Exception\\MissingControllerException] Controller class Foo could not be found.'),
        ('E2', 'Warning', '', 'Warning (2): Undefined array key "id" in [/var/www/app/src/Controller/UsersController.php, line {n}]'),
        ('E3', 'Debug', '', 'duration={ms} rows={n} SELECT * FROM orders WHERE id = {n}'),
        ('E4', 'Info', '', 'User {user} logged in'),
        ('E5', 'Notice', '', 'Deprecated (16384): Use setVar() instead.'),
    ])

if __name__ == '__main__':
    write('dev13', dev13())
