#!/usr/bin/env python3
"""Writes heldout14/: eight labelled log formats, a blind set for issue 19's ninth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout14.py

Labelling choices:
- TeamSpeak 3 server (`stamp|LEVEL   |Channel       |sid|msg`, padded pipe columns): component the channel
  (`VirtualServer`, `ServerMain` ...) without its padding; the virtual server id is header.
- Netdata (`yyyy-mm-dd hh:mm:ss: netdata LEVEL : THREAD : msg`): component the thread name.
- Kodi (`stamp T:tid    LEVEL <general>: msg`, Kodi 19): component the name in angle brackets.
- 389 Directory Server's errors log (`[stamp] - LEVEL - subsystem - msg`): component the subsystem.
- Gitea (`yyyy/mm/dd hh:mm:ss path/file.go:line:func() [I] msg`, one-letter level): component the caller as printed.
- CoreDNS (`[LEVEL] plugin/name: msg`, no stamp): component the plugin as printed.
- Trino server log (`stamp<TAB>LEVEL<TAB>thread<TAB>logger<TAB>msg`): component the logger; the thread is header.
- Wazuh manager (`yyyy/mm/dd hh:mm:ss program[:module]: LEVEL: msg`): component the program (with its module).
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)


make = make_filled

R.seed(1914)


def teamspeak(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')}|{l:<8}|{c:<14}|{R.choice(['  ', '1 '])}|{m}"

def netdata(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}: netdata {l:<5} : {c} : {m}"

def kodi(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} T:{R.randint(1000, 99999):<8} {l:>7} <{c}>: {m}"

def ds389(l, c, m):
    return f"[{stamp('{d:02d}/{mon}/{y}:{h:02d}:{mi:02d}:{s:02d}.{us:06d}123 +0000')}] - {l} - {c} - {m}"

def gitea(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {c} [{l}] {m}"

def coredns(l, c, m):
    return f"[{l}] {c}: {m}"

def trino(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}\t{l}\t{R.choice(['main', 'http-worker-' + str(R.randint(10, 300)), 'dispatcher-query-' + str(R.randint(1, 40))])}\t{c}\t{m}"

def wazuh(l, c, m):
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {c}: {l}: {m}"


def heldout14():
    yield make('teamspeak3', teamspeak, [
        ('E1', 'INFO', 'ServerLibPriv', 'TeamSpeak 3 Server 3.13.{n} (2023-06-14 08:15:02)'),
        ('E2', 'INFO', 'VirtualServer', 'listening on 0.0.0.0:9987, [::]:9987'),
        ('E3', 'INFO', 'VirtualServerBase', "client connected '{user}'(id:{n}) from {ip}:{n}"),
        ('E4', 'INFO', 'VirtualServerBase', "client disconnected '{user}'(id:{n}) reason 'reasonmsg=leaving'"),
        ('E5', 'WARNING', 'Accounting', 'Unable to open licensekey.dat, falling back to limited functionality'),
        ('E6', 'ERROR', 'FileManager', 'file transfer failed, could not open {hex}.tmp for writing'),
        ('E7', 'INFO', 'Query', 'query from {n} {ip}:{n} issued: login with account "serveradmin"(serveradmin)'),
    ])
    yield make('netdata', netdata, [
        ('E1', 'INFO', 'MAIN', 'netdata started on pid {n}.'),
        ('E2', 'INFO', 'PLUGINSD', 'PLUGINSD: plugin \'/usr/libexec/netdata/plugins.d/go.d.plugin\' running on pid {n}'),
        ('E3', 'ERROR', 'PLUGIN[proc]', 'Cannot read \'/proc/net/stat/synproxy\' (errno 2, No such file or directory)'),
        ('E4', 'INFO', 'WEB_SERVER[static1]', 'POLLFD: LISTENER: client slot {n} is now free'),
        ('E5', 'ERROR', 'HEALTH', 'Health alarm \'disk_space._\' cannot be evaluated: variable not found'),
        ('E6', 'INFO', 'ACLK_Main', 'Connection to cloud established in {ms} ms'),
    ])
    yield make('kodi', kodi, [
        ('E1', 'INFO', 'general', 'Starting Kodi (19.{n} (19.{n}.0) Git:20230614-{hex}). Platform: Linux x86 64-bit'),
        ('E2', 'DEBUG', 'general', 'CAddonMgr::FindAddons: script.module.requests v{ver} installed'),
        ('E3', 'WARNING', 'general', 'CSkinInfo: failed to load skin settings'),
        ('E4', 'ERROR', 'general', 'CCurlFile::Stat - Failed: Couldn\'t resolve host name(6) for http://{host}/feed.xml'),
        ('E5', 'INFO', 'general', 'Loading skin file: DialogBusy.xml, load type: LOAD_ON_GUI_INIT'),
        ('E6', 'DEBUG', 'general', 'CPowerManager::OnSleep - Running sleep jobs'),
    ])
    yield make('389ds-errors', ds389, [
        ('E1', 'INFO', 'slapd_daemon', 'slapd started.  Listening on All Interfaces port 389 for LDAP requests'),
        ('E2', 'NOTICE', 'ldbm_back_start', 'found {n}k physical memory'),
        ('E3', 'WARN', 'NSMMReplicationPlugin', 'replica_check_for_data_reload - Disorderly shutdown for replica dc=example,dc=com. Check if DB RUV needs to be updated'),
        ('E4', 'ERR', 'attrcrypt_cipher_init', 'No symmetric key found for cipher AES in backend userRoot, attempting to create one...'),
        ('E5', 'INFO', 'bdb_config_upgrade_dse_info', 'create config entry from old config'),
        ('E6', 'ERR', 'NSMMReplicationPlugin', 'bind_and_check_pwp - agmt="cn=to-{host}" ({host}:389) - Replication bind with SIMPLE auth failed: LDAP error 49 (Invalid credentials)'),
    ])
    yield make('gitea', gitea, [
        ('E1', 'I', 'cmd/web.go:{n}:runWeb()', 'Starting Gitea on PID: {n}'),
        ('E2', 'I', 'routers/init.go:{n}:GlobalInitInstalled()', 'Git version: 2.{n}.1, Wire Protocol Version 2 Enabled'),
        ('E3', 'W', 'routers/private/hook_pre_receive.go:{n}:preReceiveBranch()', 'Forbidden: User {n} is not allowed to push to protected branch: main in {user}/repo'),
        ('E4', 'E', 'models/repo/repo.go:{n}:GetRepositoryByName()', 'repository does not exist [id: 0, uid: {n}, owner_name: {user}, name: site]'),
        ('E5', 'I', 'modules/ssh/ssh.go:{n}:listen()', 'Starting SSH server on 0.0.0.0:2222'),
        ('E6', 'E', 'services/mailer/mailer.go:{n}:func1()', 'Failed to send emails: dial tcp {ip}:587: i/o timeout'),
    ])
    yield make('coredns', coredns, [
        ('E1', 'INFO', 'plugin/reload', 'Running configuration SHA512 = {hex}{hex}'),
        ('E2', 'WARNING', 'plugin/kubernetes', 'starting server with unsynced Kubernetes API'),
        ('E3', 'ERROR', 'plugin/errors', '2 {host}. A: read udp {ip}:{n}->{ip}:53: i/o timeout'),
        ('E4', 'INFO', 'plugin/ready', 'Still waiting on: "kubernetes"'),
        ('E5', 'ERROR', 'plugin/health', 'Local health request to "http://:8080/health" took more than 1s: {ms}ms'),
        ('E6', 'INFO', 'plugin/reload', 'plugin/reload: Running configuration MD5 = {hex}'),
    ])
    yield make('trino', trino, [
        ('E1', 'INFO', 'io.trino.server.Server', '======== SERVER STARTED ========'),
        ('E2', 'INFO', 'io.trino.event.QueryMonitor', 'TIMELINE: Query {n}_{hex} :: FINISHED :: elapsed {ms}ms :: planning 12ms :: waiting 0ms'),
        ('E3', 'WARN', 'io.trino.memory.RemoteNodeMemory', 'Error fetching memory info from http://{ip}:8080/v1/memory: connection refused'),
        ('E4', 'ERROR', 'io.trino.execution.StageStateMachine', 'Stage {n}_{hex}.1 failed'),
        ('E5', 'INFO', 'io.airlift.bootstrap.LifeCycleManager', 'Life cycle starting...'),
        ('E6', 'DEBUG', 'io.trino.execution.QueryStateMachine', 'Query {n}_{hex} is PLANNING'),
    ])
    yield make('wazuh', wazuh, [
        ('E1', 'INFO', 'wazuh-remoted', 'Started (pid: {n}). Listening on port 1514/TCP (secure).'),
        ('E2', 'INFO', 'wazuh-modulesd:syscollector', 'Evaluation finished.'),
        ('E3', 'WARNING', 'wazuh-analysisd', 'Input queue is full, dropping {n} events.'),
        ('E4', 'ERROR', 'wazuh-authd', 'Invalid password provided by {ip}. Closing connection.'),
        ('E5', 'INFO', 'wazuh-modulesd:vulnerability-detector', 'Starting Ubuntu Jammy database update.'),
        ('E6', 'ERROR', 'wazuh-db', 'Can\'t open SQLite database \'queue/db/{n}.db\': unable to open database file'),
        ('E7', 'INFO', 'wazuh-logcollector', "Monitoring output of command({n}): df -P"),
    ])

if __name__ == '__main__':
    write('heldout14', heldout14())
