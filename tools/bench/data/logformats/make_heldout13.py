#!/usr/bin/env python3
"""Writes heldout13/: eight labelled log formats, a blind set for issue 19's eighth round, written before any of
that round's code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout13.py

Labelling choices:
- NATS server (`[pid] yyyy/mm/dd hh:mm:ss.uuuuuu [INF] msg`): no component; the three-letter level in brackets.
- Postfix through syslog (`Jun 14 08:15:02 mail postfix/smtpd[1234]: msg`): no level written (null); component the
  program as written before its pid (`postfix/smtpd`).
- npm's debug log (`seq level prefix msg`, npmlog): component npmlog's prefix, the word after the level; `verbose`
  is trace, `silly`, `timing` and `http` are outside the vocabulary (null).
- Gradle daemon log (`stamp [LEVEL] [logger] msg`): component the bracketed logger; `LIFECYCLE` and `QUIET` are
  outside the vocabulary (null).
- Factorio's log (`   12.345 Info File.cpp:123: msg`, seconds since start, padded): component the source file as
  printed with its line (as klog's in dev12).
- MikroTik RouterOS (`hh:mm:ss topic,topic,level msg`): level the topic that is a level, component the first topic.
- Amazon SSM agent (`yyyy-mm-dd hh:mm:ss LEVEL [name] msg`): component the first bracketed name; a second bracket
  is message.
- CodeIgniter (`LEVEL - yyyy-mm-dd hh:mm:ss --> msg`): no component.
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make, stamp, var, write  # noqa: F401 (helpers the format functions use)

R.seed(1913)


def nats(l, c, m):
    return f"[{R.choice([1, 7, 4321])}] {stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} [{l}] {m}"

def postfix(l, c, m):
    return f"{stamp('{mon} {d:2d} {h:02d}:{mi:02d}:{s:02d}')} mail {c}[{R.randint(300, 30000)}]: {m}"

def npm(l, c, m):
    return f"{R.randint(0, 400)} {l} {c} {m}"

def gradle(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}+0000')} [{l}] [{c}] {m}"

def factorio(l, c, m):
    return f"{R.uniform(0, 9999):8.3f} {l} {c}: {m}"

def mikrotik(l, c, m):
    topics = {'system': ['system'], 'dhcp': ['dhcp'], 'firewall': ['firewall'], 'wireless': ['wireless'], 'interface': ['interface'], 'ppp': ['ppp', 'pppoe']}[c]
    return f"{stamp('{h:02d}:{mi:02d}:{s:02d}')} {','.join(topics[:-1] + [topics[-1], l] if len(topics) > 1 else topics + [l])} {m}"

def ssm(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l} [{c}] {m}"

def codeigniter(l, c, m):
    return f"{l} - {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} --> {m}"


def heldout13():
    yield make('nats-server', nats, [
        ('E1', 'INF', '', 'Starting nats-server'),
        ('E2', 'INF', '', 'Listening for client connections on 0.0.0.0:4222'),
        ('E3', 'INF', '', 'Server is ready'),
        ('E4', 'ERR', '', '{ip}:{n} - cid:{n} - "v1.30.0:go:nats.go" - Authorization Violation'),
        ('E5', 'WRN', '', '{ip}:{n} - cid:{n} - Readloop processing time: {ms}ms'),
        ('E6', 'DBG', '', '{ip}:{n} - rid:{n} - Route connection created'),
        ('E7', 'INF', '', 'JetStream cluster new metadata leader: nats-{n}/east'),
    ])
    yield make('postfix', postfix, [
        ('E1', None, 'postfix/smtpd', 'connect from unknown[{ip}]'),
        ('E2', None, 'postfix/smtpd', 'disconnect from unknown[{ip}] ehlo=1 mail=1 rcpt=0/1 quit=1 commands=3/4'),
        ('E3', None, 'postfix/cleanup', '{hex}: message-id=<{hex}@example.com>'),
        ('E4', None, 'postfix/qmgr', '{hex}: from=<{user}@example.com>, size={n}, nrcpt=1 (queue active)'),
        ('E5', None, 'postfix/smtp', '{hex}: to=<{user}@example.org>, relay=mx.example.org[{ip}]:25, delay=0.4, dsn=2.0.0, status=sent (250 2.0.0 Ok)'),
        ('E6', None, 'postfix/smtpd', 'warning: hostname mail.example.net does not resolve to address {ip}'),
        ('E7', None, 'postfix/anvil', 'statistics: max connection rate 2/60s for (smtp:{ip}) at Jun 14 08:15:02'),
    ])
    yield make('npm-debug', npm, [
        ('E1', 'verbose', 'cli', '/usr/bin/node /usr/bin/npm install'),
        ('E2', 'info', 'using', 'npm@9.{n}.0'),
        ('E3', 'timing', 'config:load:flatten', 'Completed in {ms}ms'),
        ('E4', 'http', 'fetch', 'GET 200 https://registry.npmjs.org/express {ms}ms (cache revalidated)'),
        ('E5', 'silly', 'logfile', 'start cleaning logs, removing 1 files'),
        ('E6', 'error', 'code', 'ERESOLVE'),
        ('E7', 'verbose', 'exit', '1'),
        ('E8', 'warn', 'deprecated', 'inflight@1.0.6: This module is not supported, and leaks memory.'),
    ])
    yield make('gradle-daemon', gradle, [
        ('E1', 'INFO', 'org.gradle.launcher.daemon.server.Daemon', 'start() called on daemon - DefaultDaemonContext[uid={uuid},javaHome=/usr/lib/jvm/java-17,pid={n}]'),
        ('E2', 'DEBUG', 'org.gradle.launcher.daemon.server.DaemonStateCoordinator', 'daemon is running. Sleeping until state changes.'),
        ('E3', 'LIFECYCLE', 'org.gradle.internal.buildevents.BuildResultLogger', 'BUILD SUCCESSFUL in {n}s'),
        ('E4', 'ERROR', 'org.gradle.internal.buildevents.BuildExceptionReporter', 'FAILURE: Build failed with an exception.'),
        ('E5', 'WARN', 'org.gradle.api.internal.artifacts.ivyservice', 'Could not resolve com.example:lib:{ver}'),
        ('E6', 'QUIET', 'system.out', 'Compiling with toolchain \'/usr/lib/jvm/java-17\'.'),
    ])
    yield make('factorio', factorio, [
        ('E1', 'Info', 'ServerMultiplayerManager.cpp:923', 'Matching server connection resumed'),
        ('E2', 'Info', 'AppManagerStates.cpp:1843', 'Saving finished'),
        ('E3', 'Info', 'ServerMultiplayerManager.cpp:797', 'updateTick({n}) changing state from(InGame) to(InGameSavingMap)'),
        ('E4', 'Warning', 'ServerSynchronizer.cpp:618', 'nextHeartbeatSequenceNumber({n}) player {n} disconnected'),
        ('E5', 'Error', 'ServerMultiplayerManager.cpp:105', 'MultiplayerManager failed: "Host address is already in use."'),
        ('E6', 'Info', 'RemoteCommandProcessor.cpp:131', 'Starting RCON interface at IP ADDR:({0.0.0.0:27015})'),
    ])
    yield make('mikrotik', mikrotik, [
        ('E1', 'info', 'system', 'user admin logged in from {ip} via ssh'),
        ('E2', 'info', 'dhcp', 'dhcp1 assigned {ip} to {mac}'),
        ('E3', 'warning', 'dhcp', 'dhcp1 offering lease {ip} for {mac} without success'),
        ('E4', 'info', 'interface', 'ether2 link up (speed 1G, full duplex)'),
        ('E5', 'info', 'wireless', '{mac}@wlan1: connected, signal strength -{n}'),
        ('E6', 'error', 'ppp', '<pppoe-{user}>: terminating... - peer is not responding'),
        ('E7', 'critical', 'system', 'login failure for user admin from {ip} via winbox'),
    ])
    yield make('ssm-agent', ssm, [
        ('E1', 'INFO', 'amazon-ssm-agent', 'amazon-ssm-agent - v{ver} - Starting Core Agent'),
        ('E2', 'INFO', 'CredentialRefresher', 'Next credential rotation will be in {n} minutes'),
        ('E3', 'INFO', 'ssm-agent-worker', '[MessageService] [MGSInteractor] Setting up websocket for controlchannel for instance: i-{hex}'),
        ('E4', 'ERROR', 'ssm-agent-worker', '[MessageService] [MessageHandler] failed to process message {uuid}: document not found'),
        ('E5', 'WARN', 'ssm-agent-worker', '[HealthCheck] error when calling AWS APIs. error: RequestError: send request failed'),
        ('E6', 'DEBUG', 'ssm-session-worker', '[ssm-user-{hex}] Sending message to data channel'),
    ])
    yield make('codeigniter', codeigniter, [
        ('E1', 'ERROR', '', 'Severity: Warning --> Undefined variable $user /var/www/app/views/home.php {n}'),
        ('E2', 'INFO', '', 'Config Class Initialized'),
        ('E3', 'DEBUG', '', 'Session: "sess_save_path" is empty; using "session.save_path" value from php.ini.'),
        ('E4', 'ERROR', '', '404 Page Not Found: /wp-login.php'),
        ('E5', 'CRITICAL', '', 'Call to undefined method App\\Models\\UserModel::findByEmail()'),
        ('E6', 'INFO', '', 'Controller Class Initialized'),
    ])

if __name__ == '__main__':
    write('heldout13', heldout13())
