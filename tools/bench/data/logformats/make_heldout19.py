#!/usr/bin/env python3
"""Writes heldout19/: eight labelled log formats, a blind set for issue 19's fourteenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout19.py

Labelling choices:
- FRRouting (file log `yyyy/mm/dd hh:mm:ss.mmm DAEMON: [XREF-ID] msg`, errors with `[XREF-ID][EC code]`): no level
  (the file target does not write one); component the daemon tag (`BGP`, `ZEBRA`); the xref id and error code are
  header.
- SAP HANA trace files (`[tid]{conn}[txn/upd] stamp s Component<padding> file.cc(line) : msg`, one letter severity
  d/i/w/e/f): component the trace component (`Basis`, `SQLSession`); thread/connection ids and the source location
  are header.
- GlassFish uniform log format (`[#|stamp|LEVEL|product|logger|key=value;...|msg|#]`, SEVERE/WARNING/INFO/FINE):
  component the logger name; the message the text between the last two pipes (the closing `|#]` is not part of it).
- Foundry VTT server (`FoundryVTT | yyyy-mm-dd hh:mm:ss | [level] msg`): no component.
- Contiki-NG under Cooja (`mm:ss.mmm<TAB>ID:n<TAB>[LEVL: Module<padding>] msg`, levels ERR/WARN/INFO/DBG padded to
  four): component the module name without its padding.
- JetBrains IDE idea.log (`stamp,ms [ uptime]  LEVEL - #category - msg`, level right-aligned in six): component the
  logger category as written, the leading `#` included.
- Bazel with --show_timestamps (`(hh:mm:ss) LEVEL: msg`, INFO/WARNING/ERROR/DEBUG): no component; a BUILD-file
  location that opens the message stays in the message.
- Qpid Dispatch Router (`stamp.micro +zone MODULE (level) msg`): component the upper-case module (`ROUTER_CORE`).
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'severe': 'error', 'fine': 'debug', 'dbg': 'debug', 'f': 'critical'}.items():
    NORM.setdefault(k, v)

R.seed(1919)


def xref():
    a = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
    return ''.join(R.choice(a) for _ in range(5)) + '-' + ''.join(R.choice(a) for _ in range(5))

def frr(l, c, m):
    ec = f"[EC {R.choice([100663299, 4043309110, 33554509])}]" if m.startswith(('Disabling', 'bgp_connect')) else ''
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {c}: [{xref()}]{ec} {m}"

def hana(l, c, m):
    src = {'Basis': 'TraceStream.cpp', 'SQLSession': 'SessionManager.cpp', 'Backup': 'BackupMgr_Manager.cpp',
           'PersistenceManager': 'PersistenceManager.cpp', 'Authentication': 'Connection.cpp'}[c]
    conn = R.choice(['-1', str(R.randint(200000, 300000))])
    return (f"[{R.randint(1000, 99999)}]{{{conn}}}[{R.randint(-1, 60)}/{R.randint(-1, 9000)}] "
            f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {l} {c:<16} {src}({R.randint(1, 9999):05d}) : {m}")

def glassfish(l, c, m):
    tn = R.choice(['main', 'http-listener-1(3)', 'admin-listener(1)', '__ejb-thread-pool2'])
    val = {'SEVERE': 1000, 'WARNING': 900, 'INFO': 800, 'FINE': 500}[l]
    return (f"[#|{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}+0000|{l}|glassfish 4.1|{c}|"
            f"_ThreadID={R.randint(1, 200)};_ThreadName={tn};_TimeMillis=16{R.randint(10**10, 10**11 - 1)};_LevelValue={val};|{m}|#]")

def foundry(l, c, m):
    return f"FoundryVTT | {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} | [{l}] {m}"

def contiki(l, c, m):
    t = f"{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{R.randint(0, 999):03d}"
    return f"{t}\tID:{R.randint(1, 12)}\t[{l:<4}: {c:<10}] {m}"

def idea(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [{R.randint(1, 9999999):>7}] {l:>6} - {c} - {m}"

def bazel(l, c, m):
    return f"({stamp('{h:02d}:{mi:02d}:{s:02d}')}) {l}: {m}"

def qdrouterd(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} +0000 {c} ({l}) {m}"


def heldout19():
    yield make('frrouting', frr, [
        ('E1', None, 'BGP', '%ADJCHANGE: neighbor {ip}(spine{n}) in vrf default Up'),
        ('E2', None, 'BGP', '%NOTIFICATION: sent to neighbor {ip} 6/7 (Cease/Connection collision resolution) 0 bytes'),
        ('E3', None, 'ZEBRA', 'Disabling MPLS support (no kernel support)'),
        ('E4', None, 'OSPF', 'Neighbor {ip} (eth{n}) changed state from Loading to Full'),
        ('E5', None, 'ZEBRA', 'client {n} says hello and bids fair to announce only bgp routes vrf=0'),
        ('E6', None, 'BGP', 'bgp_connect: could not bind socket to {ip}: Address already in use'),
    ])
    yield make('sap-hana-trace', hana, [
        ('E1', 'i', 'Basis', '==== Starting hdbindexserver, version 2.00.{n}.00 (fa/hana2sp05), build linuxx86_64'),
        ('E2', 'i', 'SQLSession', 'session {n} closed: user=SYSTEM, client ip={ip}'),
        ('E3', 'w', 'PersistenceManager', 'savepoint {n} took {ms} ms, critical phase {ms} us'),
        ('E4', 'e', 'Authentication', 'authentication failed for user {user}: invalid user or password'),
        ('E5', 'i', 'Backup', 'log backup of volume {n} finished, {n} pages written to /hana/backup/log'),
        ('E6', 'f', 'PersistenceManager', 'cannot allocate {n} bytes for log buffer: out of memory'),
    ])
    yield make('glassfish', glassfish, [
        ('E1', 'INFO', 'javax.enterprise.system.core', 'Running GlassFish Version: GlassFish Server Open Source Edition 4.1 (build 13)'),
        ('E2', 'INFO', 'javax.enterprise.web', 'Loading application [shop-{n}] at [/shop]'),
        ('E3', 'WARNING', 'javax.enterprise.resource.resourceadapter', 'RAR5117 : Failed to obtain/create connection from connection pool [ jdbc/orders ]. Reason : Connection refused: {host}'),
        ('E4', 'SEVERE', 'javax.enterprise.system.container.ejb', 'EJB5184:A system exception occurred during an invocation on EJB OrderBean, method: public void place({n})'),
        ('E5', 'FINE', 'org.glassfish.grizzly.http', 'Request {n} parsed in {ms} us from {ip}'),
    ])
    yield make('foundry-vtt', foundry, [
        ('E1', 'info', '', 'Foundry Virtual Tabletop - Version 11 Build {n}'),
        ('E2', 'info', '', 'Server started and listening on port {port}'),
        ('E3', 'info', '', 'User {user} authenticated successfully in world "lost-mine-{n}"'),
        ('E4', 'warn', '', 'Module "dice-so-nice" requires core version {ver} which is newer than installed'),
        ('E5', 'error', '', 'Unable to load world data: ENOENT: no such file or directory, open \'/data/worlds/w{n}/world.json\''),
    ])
    yield make('contiki-ng', contiki, [
        ('E1', 'INFO', 'Main', 'Starting Contiki-NG-release/v4.{n}'),
        ('E2', 'INFO', 'TSCH', 'association done (1), sec 0, PAN ID {x}, asn-{x}.{n}, jp 1, timeslot timing frequency 2'),
        ('E3', 'WARN', 'RPL', 'DIO with rank {n} dropped: parent set full'),
        ('E4', 'ERR', 'CoAP', 'transaction {n} timed out after 4 retransmissions'),
        ('E5', 'DBG', 'IPv6', 'sending packet of {n} bytes to fd00::{n}'),
    ])
    yield make('jetbrains-idea', idea, [
        ('E1', 'INFO', '#c.i.i.StartupUtil', 'JNA library (64-bit) loaded in {ms} ms'),
        ('E2', 'INFO', '#c.i.o.p.i.ProjectImpl', 'project loaded: /home/{user}/src/app{n} in {ms} ms'),
        ('E3', 'WARN', '#c.i.o.a.i.ActionUpdater', '{ms} ms to grab EDT for ExternalToolsGroup#update@MainMenu'),
        ('E4', 'ERROR', '#c.i.o.v.n.p.PersistentFSImpl', 'Cannot read attributes of file {n}: Stream closed'),
        ('E5', 'INFO', 'o.j.k.i.s.KotlinCompilerServer', 'daemon started on port {n}'),
    ])
    yield make('bazel', bazel, [
        ('E1', 'INFO', '', 'Analyzed target //services/api:server ({n} packages loaded, {n} targets configured).'),
        ('E2', 'INFO', '', 'Found {n} targets...'),
        ('E3', 'WARNING', '', '/home/{user}/ws/third_party/BUILD:{n}:10: target \'//third_party:zlib\' is deprecated'),
        ('E4', 'ERROR', '', '/home/{user}/ws/core/BUILD:{n}:11: Compiling core/store.cc failed: (Exit 1): gcc failed: error executing command'),
        ('E5', 'DEBUG', '', 'Rule \'rules_go\' indicated that a canonical reproducible form can be obtained by modifying arguments shallow_since = "{n} -0400"'),
        ('E6', 'INFO', '', 'Build completed successfully, {n} total actions'),
    ])
    yield make('qpid-dispatch', qdrouterd, [
        ('E1', 'info', 'ROUTER', 'Router started in Interior mode, area=0 router_id=Router.{n}'),
        ('E2', 'info', 'SERVER', 'Listening on 0.0.0.0:{port}'),
        ('E3', 'notice', 'ROUTER_CORE', 'Link Route Activated \'linkRoute/{n}\' on connection broker{n}'),
        ('E4', 'warning', 'SERVER', 'Connection to {host}:5672 failed: proton:io Connection refused - connecting to {ip}:5672'),
        ('E5', 'error', 'POLICY', 'DENY AMQP Open for user \'{user}\', rhost \'{ip}\', vhost \'prod\': connection limit {n} exceeded'),
        ('E6', 'debug', 'ROUTER_CORE', 'Delivery ({n}) settled on link {n}'),
    ])


if __name__ == '__main__':
    write('heldout19', heldout19())
