#!/usr/bin/env python3
"""Writes heldout16/: eight labelled log formats, a blind set for issue 19's eleventh round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout16.py

Labelling choices:
- Open vSwitch (`stamp|seq|module|LEVEL|msg`, vlog's file layout): component the module (`bridge`, `netdev_linux`).
- Akka (`[LEVEL] [mm/dd/yyyy hh:mm:ss.ms] [dispatcher thread] [actor path] msg`): component the actor path; the
  thread is header.
- Logstash (`[stamp,ms][LEVEL][logger<padding>] msg`): component the logger without its padding.
- qBittorrent (`(L) stamp - msg`, one letter: N normal, I info, W warning, C critical): no component; N read as info.
- BIRD (`stamp <LEVEL> msg`, a protocol instance and colon opening most messages): component the protocol instance
  (`bgp1`, `kernel1`) where there is one, else none.
- Plex Media Server (`Mon dd, yyyy hh:mm:ss.ms [thread id] LEVEL - msg`): no component; the thread id is header.
- Openfire (`yyyy.mm.dd hh:mm:ss LEVEL<padding> [thread]: class - msg`): component the class; the thread is header.
- Sonarr (`stamp|Level|Logger|msg`): component the logger.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
NORM.setdefault('n', 'info')
NORM.setdefault('c', 'critical')

R.seed(1916)


def ovs(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}|{R.randint(1, 99999):05d}|{c}|{l}|{m}"

def akka(l, c, m):
    return f"[{l}] [{stamp('{mo:02d}/{d:02d}/{y} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}] [shop-akka.actor.default-dispatcher-{R.randint(2, 12)}] [{c}] {m}"

def logstash(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d},{ms:03d}')}][{l:<5}][{c:<25}] {m}"

def qbittorrent(l, c, m):
    return f"({l}) {stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}')} - {m}"

def bird(l, c, m):
    head = f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} <{l}>"
    return f"{head} {c}: {m}" if c else f"{head} {m}"

def plex(l, c, m):
    return f"{stamp('{mon} {d:02d}, {y} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{R.randint(100000, 140000000)}] {l} - {m}"

def openfire(l, c, m):
    return f"{stamp('{y}.{mo:02d}.{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l:<5} [{R.choice(['main', 'socket_c2s-thread-2', 'TaskEngine-pool-4'])}]: {c} - {m}"

def sonarr(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')[:-2]}|{l}|{c}|{m}"


def heldout16():
    yield make('openvswitch', ovs, [
        ('E1', 'INFO', 'bridge', 'bridge br0: added interface eth{n} on port {n}'),
        ('E2', 'INFO', 'connmgr', 'br0<->unix#{n}: {n} flow_mods in the last 0 s ({n} adds)'),
        ('E3', 'WARN', 'netdev_linux', 'ethtool command ETHTOOL_GFLAGS on network device vnet{n} failed: No such device'),
        ('E4', 'ERR', 'ofproto_dpif_upcall', 'upcall: datapath flow limit reached'),
        ('E5', 'INFO', 'rconn', 'br0<->tcp:{ip}:6653: connected'),
        ('E6', 'DBG', 'poll_loop', 'wakeup due to [POLLIN] on fd {n} (<->/var/run/openvswitch/db.sock) at lib/stream-fd.c:157 (0% CPU usage)'),
    ])
    yield make('akka', akka, [
        ('E1', 'INFO', 'akka://shop/user/order-service', 'Order {n} accepted for customer {user}'),
        ('E2', 'WARNING', 'akka://shop/system/cluster/core/daemon', 'Cluster Node [akka://shop@{ip}:25520] - Marking node as UNREACHABLE [Member(akka://shop@{ip}:25520, Up)].'),
        ('E3', 'ERROR', 'akka://shop/user/payment-gateway', 'Payment request {uuid} failed: Ask timed out after [5000 ms]'),
        ('E4', 'INFO', 'akka://shop/system/cluster/core/daemon', 'Cluster Node [akka://shop@{ip}:25520] - Leader is moving node [akka://shop@{ip}:25520] to [Up]'),
        ('E5', 'DEBUG', 'akka://shop/user/order-service', 'Received message GetOrder({n}) from Actor[akka://shop/temp/${n}]'),
        ('E6', 'INFO', 'akka://shop/deadLetters', 'Message [shop.Ack] to Actor[akka://shop/user/inventory#{n}] was not delivered. [{n}] dead letters encountered.'),
    ])
    yield make('logstash', logstash, [
        ('E1', 'INFO', 'logstash.runner', 'Starting Logstash {"logstash.version"=>"8.11.1", "jruby.version"=>"jruby 9.4.2.0"}'),
        ('E2', 'INFO', 'logstash.javapipeline', 'Pipeline started {"pipeline.id"=>"main"}'),
        ('E3', 'WARN', 'logstash.outputs.elasticsearch', 'Attempted to resurrect connection to dead ES instance, but got an error {:url=>"http://{host}:9200/", :error_type=>LogStash::Outputs::ElasticSearch::HttpClient::Pool::HostUnreachableError}'),
        ('E4', 'ERROR', 'logstash.agent', 'Failed to execute action {:id=>:main, :action_type=>LogStash::ConvergeResult::FailedAction}'),
        ('E5', 'INFO', 'logstash.agent', 'Successfully started Logstash API endpoint {:port=>9600, :ssl_enabled=>false}'),
        ('E6', 'INFO', 'logstash.inputs.beats', 'Starting input listener {:address=>"0.0.0.0:5044"}'),
    ])
    yield make('qbittorrent', qbittorrent, [
        ('E1', 'N', '', 'qBittorrent v4.6.{n} started'),
        ('E2', 'I', '', 'Successfully listening on IP. IP: "{ip}". Port: "TCP/{n}"'),
        ('E3', 'N', '', "Added new torrent. Torrent: \"ubuntu-23.10-desktop-amd64.iso\""),
        ('E4', 'W', '', 'Failed to listen on IP. IP: "::1". Port: "UTP/{n}". Reason: "Address already in use"'),
        ('E5', 'C', '', 'File error alert. Torrent: "debian-12.{n}.iso". File: "/downloads/debian.iso". Reason: "No space left on device"'),
        ('E6', 'I', '', 'Detected external IP. IP: "{ip}"'),
    ])
    yield make('bird', bird, [
        ('E1', 'INFO', 'bgp1', 'State changed to up'),
        ('E2', 'RMT', 'bgp1', 'Received: Hold timer expired'),
        ('E3', 'INFO', 'kernel1', 'Initializing'),
        ('E4', 'INFO', '', 'Reconfiguring'),
        ('E5', 'INFO', '', 'Reconfigured'),
        ('E6', 'ERR', 'bgp2', 'Error: Bad peer AS: {n}'),
        ('E7', 'WARN', 'static1', 'Invalid next hop {ip}'),
    ])
    yield make('plex', plex, [
        ('E1', 'DEBUG', '', 'Request: [{ip}:{n} (WAN)] GET /library/metadata/{n}/thumb/{n} (9 live) #{hex} GZIP Signed-in Token ({user})'),
        ('E2', 'INFO', '', 'Library section {n} (Movies) has {n} items'),
        ('E3', 'WARN', '', 'Held transcode request {hex} after {ms}ms'),
        ('E4', 'ERROR', '', 'Error issuing curl_easy_perform(handle): 28 (Timeout was reached)'),
        ('E5', 'DEBUG', '', 'Completed: [{ip}:{n}] 200 GET /identity (9 live) {ms}ms 398 bytes'),
        ('E6', 'INFO', '', 'Plex Media Server v1.32.{n} - ubuntu x86_64 - build: linux-x86_64 debian'),
    ])
    yield make('openfire', openfire, [
        ('E1', 'INFO', 'org.jivesoftware.openfire.XMPPServer', 'Openfire 4.7.{n} [Nov 24, 2023 10:15:30 AM]'),
        ('E2', 'INFO', 'org.jivesoftware.openfire.spi.ConnectionListener', "Started plain-text ('legacy mode') client connections on port 5222"),
        ('E3', 'WARN', 'org.jivesoftware.openfire.nio.ConnectionHandler', 'Closing connection due to error while processing message: <iq id="{hex}"/>'),
        ('E4', 'ERROR', 'org.jivesoftware.openfire.auth.AuthFactory', 'Authentication failed for user {user} from {ip}'),
        ('E5', 'DEBUG', 'org.jivesoftware.openfire.session.LocalClientSession', 'Session {n} for {user}@chat.example.com closed'),
        ('E6', 'INFO', 'org.jivesoftware.openfire.container.PluginManager', 'Successfully loaded plugin \'monitoring\'.'),
    ])
    yield make('sonarr', sonarr, [
        ('E1', 'Info', 'RssSyncService', 'RSS Sync Completed. Reports found: {n}, Reports grabbed: 0'),
        ('E2', 'Info', 'DownloadService', 'Report sent to qBittorrent. Show.S01E{n}.1080p.WEB.h264'),
        ('E3', 'Warn', 'Newznab', 'Indexer returned HTTP 429 Too Many Requests, will retry in {n} seconds'),
        ('E4', 'Error', 'DownloadedEpisodesImportService', 'Import failed, path does not exist or is not accessible by Sonarr: /downloads/complete/{hex}'),
        ('E5', 'Debug', 'Parser', "Parsing string 'Show.S02E{n}.720p.HDTV.x264'"),
        ('E6', 'Info', 'RefreshSeriesService', 'Updating Info for Show {n}'),
    ])


if __name__ == '__main__':
    write('heldout16', heldout16())
