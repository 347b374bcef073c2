#!/usr/bin/env python3
"""Writes dev16/: eight labelled log formats to tune issue 19's eleventh round on (the extract half); none of them in
another folder here (heldout16/, the round's blind set, holds eight others), none a Loghub system.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev16.py

Labelling choices:
- SABnzbd (`stamp,ms::LEVEL::[module:line] msg`): component the module with its line, as printed in the brackets.
- Puppet Server (`stamp LEVEL<padding> [thread] [logger] msg`): component the logger; the thread is header.
- Sonatype Nexus (`stamp,ms+zone LEVEL<padding> [thread] user class - msg`): component the class; thread and user
  (`*SYSTEM`, a name) are header.
- Deluge (`hh:mm:ss [LEVEL<padding>][name<padding>:line<padding>] msg`): component the logger name; its line number
  is header.
- JFrog Artifactory (`stamp [service] [LEVEL] [trace id] [class:line] [thread] - msg`): component the class with its
  line, as printed; service, trace id and thread are header.
- Ansible's log_path (`stamp,ms p=pid u=user n=logger LEVEL| msg`): component the logger (`ansible`,
  `ansible.galaxy`); pid and user are header.
- UniFi Network server.log (`[stamp,ms] <thread> LEVEL<padding> component - msg`): component the word before ` - `.
- Gerrit error_log (`[stamp] [thread] LEVEL<padding> class : msg`): component the class; the thread is header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled

R.seed(1616)


def sabnzbd(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}::{l}::[{c}] {m}"

def puppetserver(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')} {l:<5} [{R.choice(['qtp1234567-45', 'clojure-agent-send-pool-0', 'main'])}] [{c}] {m}"

def nexus(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}+0000')} {l:<5} [{R.choice(['qtp8877-51', 'FelixStartLevel', 'quartz-5-thread-3'])}] {R.choice(['*SYSTEM', 'admin', 'ci-bot'])} {c} - {m}"

def deluge(l, c, m):
    name, line = c, R.choice([123, 456, 78])
    return f"{stamp('{h:02d}:{mi:02d}:{s:02d}')} [{l:<8}][{name:<30}:{line:<4}] {m}"

def artifactory(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')} [jfrt ] [{l:<5}] [{var('hex')}{var('hex')}] [{c}] [{R.choice(['main', 'http-nio-8081-exec-3', 'art-exec-12'])}] - {m}"

def ansible(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} p={R.randint(1000, 90000)} u={R.choice(['root', 'deploy'])} n={c} {l}| {m}"

def unifi(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d},{ms:03d}')}] <{R.choice(['inform-1', 'db-server', 'webapi-3', 'discover'])}> {l:<5} {c} - {m}"

def gerrit(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}] [{R.choice(['main', 'HTTP-{0}'.format(R.randint(10, 300)), 'SSH-Interactive-Worker-1'])}] {l:<5} {c} : {m}"


def dev16():
    yield make('sabnzbd', sabnzbd, [
        ('E1', 'INFO', 'SABnzbd:1402', 'SABnzbd.py-4.1.{n}'),
        ('E2', 'INFO', 'downloader:256', '{n}@{host}:563: Initiating connection'),
        ('E3', 'WARNING', 'nzbstuff:1024', 'Pausing duplicate NZB "Some.Show.S01E{n}"'),
        ('E4', 'ERROR', 'newswrapper:319', 'Failed to connect: Connection refused {host}:563'),
        ('E5', 'DEBUG', 'postproc:412', 'Starting Post-Processing on Some.Show.S02E{n} => Repair:True, Unpack:True, Delete:True'),
        ('E6', 'INFO', 'nzbqueue:287', 'Removing job Some.Show.S01E{n}'),
    ])
    yield make('puppetserver', puppetserver, [
        ('E1', 'INFO', 'puppetserver', 'Puppet Compiled catalog for node{n}.example.com in environment production in {pct} seconds'),
        ('E2', 'INFO', 'p.s.c.puppet-server-config-core', 'Initializing webserver settings from core Puppet'),
        ('E3', 'WARN', 'puppetserver', 'Puppet Deprecation notice: the hiera.yaml version 3 is deprecated'),
        ('E4', 'ERROR', 'puppetserver', 'Puppet Server Error: Evaluation Error: Unknown variable: \'::osfamily\' on node node{n}.example.com'),
        ('E5', 'INFO', 'p.t.s.w.jetty9-service', 'Initializing web server(s).'),
        ('E6', 'INFO', 'p.s.j.jruby-puppet-agents', 'Finished creating JRuby instance {n} of 4'),
    ])
    yield make('nexus', nexus, [
        ('E1', 'INFO', 'org.sonatype.nexus.pax.logging.NexusLogActivator', 'start'),
        ('E2', 'INFO', 'org.sonatype.nexus.repository.manager.internal.RepositoryManagerImpl', 'Restoring repository maven-central'),
        ('E3', 'WARN', 'org.sonatype.nexus.repository.httpclient.internal.HttpClientFacetImpl', 'Repository status for maven-central changed from AVAILABLE to AUTO_BLOCKED_UNAVAILABLE - reason Connection timed out for {host}'),
        ('E4', 'ERROR', 'org.sonatype.nexus.quartz.internal.task.QuartzTaskJob', 'Task \'Cleanup service\' [repository.cleanup] execution failure'),
        ('E5', 'INFO', 'org.sonatype.nexus.blobstore.file.FileBlobStore', 'Elapsed time: {ms} ms, processed: {n}'),
        ('E6', 'DEBUG', 'org.sonatype.nexus.security.authc.AuthenticationEventSubscriber', 'Authenticated user {user} from {ip}'),
    ])
    yield make('deluge', deluge, [
        ('E1', 'INFO', 'deluge.core.torrentmanager', 'Successfully loaded {n} torrents from state'),
        ('E2', 'INFO', 'deluge.core.rpcserver', 'Deluge Client connection made from: {ip}:{n}'),
        ('E3', 'WARNING', 'deluge.core.core', 'Unable to add torrent, failed to read torrent file'),
        ('E4', 'ERROR', 'deluge.core.torrentmanager', 'Unable to save state file: [Errno 28] No space left on device'),
        ('E5', 'DEBUG', 'deluge.core.alertmanager', 'alert: state_changed_alert'),
        ('E6', 'INFO', 'deluge.core.daemon', 'Deluge daemon 2.1.{n}'),
    ])
    yield make('artifactory', artifactory, [
        ('E1', 'INFO', 'o.a.s.ArtifactoryApplicationContext:389', 'Artifactory application context set to READY by refresh'),
        ('E2', 'INFO', 'o.a.r.HttpRepo:432', 'remote-maven downloaded https://repo1.maven.org/maven2/org/foo/{n}/foo.jar {n} KB at {pct} KB/sec'),
        ('E3', 'WARN', 'o.a.r.RemoteRepoBase:874', 'remote-npm: Error in getting information for \'lodash\' (Connection timed out).'),
        ('E4', 'ERROR', 'o.a.w.s.RepoFilter:251', 'Upload request of libs-release-local:com/acme/app/{n}/app.war failed due to Forbidden'),
        ('E5', 'INFO', 'o.a.s.g.GarbageCollectorStrategyImpl:91', 'Storage TRASH_AND_BINARIES garbage collector report: Total execution time: {ms} millis'),
        ('E6', 'DEBUG', 'o.a.a.AccessFilter:178', 'Authenticated user {user} from {ip}'),
    ])
    yield make('ansible', ansible, [
        ('E1', 'INFO', 'ansible', 'PLAY [webservers] ***************************************************'),
        ('E2', 'INFO', 'ansible', 'TASK [nginx : install packages] *************************************'),
        ('E3', 'INFO', 'ansible', 'ok: [web{n}.example.com]'),
        ('E4', 'INFO', 'ansible', 'changed: [web{n}.example.com] => (item=nginx)'),
        ('E5', 'ERROR', 'ansible', 'fatal: [web{n}.example.com]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh"}'),
        ('E6', 'WARNING', 'ansible.galaxy', 'The requirements file contains a collection with no version, using the latest'),
    ])
    yield make('unifi', unifi, [
        ('E1', 'INFO', 'inform', 'from [{mac}](USW-Lite-8-PoE, USW-Lite-8-PoE, 6.5.{n}): state=CONNECTED, last_inform=10, ext/stun_ip={ip}'),
        ('E2', 'INFO', 'system', 'UniFi Network Application 8.0.{n} (build atag_8.0.{n}_23409) is started'),
        ('E3', 'WARN', 'event', '[event] AP[{mac}] was disconnected'),
        ('E4', 'ERROR', 'db', 'Unable to connect to mongodb at mongodb://127.0.0.1:27117/ace: timeout'),
        ('E5', 'INFO', 'device', 'Device[{mac}] adopted'),
        ('E6', 'INFO', 'stat', 'stat.flush: {n} records in {ms}ms'),
    ])
    yield make('gerrit', gerrit, [
        ('E1', 'INFO', 'com.google.gerrit.pgm.Daemon', 'Gerrit Code Review 3.9.{n} ready'),
        ('E2', 'INFO', 'com.google.gerrit.server.git.receive.AsyncReceiveCommits', 'Pushing refs/for/master on project apps/web{n}'),
        ('E3', 'WARN', 'com.google.gerrit.server.plugins.PluginLoader', 'Plugin replication has no Gerrit-ApiVersion'),
        ('E4', 'ERROR', 'com.google.gerrit.httpd.restapi.RestApiServlet', 'Error in GET /changes/{n}/detail : java.lang.NullPointerException'),
        ('E5', 'INFO', 'com.google.gerrit.sshd.SshDaemon', 'Started Gerrit SSHD-CORE-2.9.{n} on *:29418'),
        ('E6', 'WARN', 'org.eclipse.jgit.internal.storage.file.FileSnapshot', 'Modified at {ms} ms after lastRead, racily clean'),
    ])


if __name__ == '__main__':
    write('dev16', dev16())
