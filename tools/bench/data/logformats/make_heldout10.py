#!/usr/bin/env python3
"""Writes heldout10/: the tenth batch of labelled log-format files, blind and held out (issue 19, fifth round).

Eight real layouts that no other folder under tools/bench/data/logformats covers (nor any Loghub system of
../shared/eval), written from each product's public description of its log layout, with messages of our own in
the style of the product. Written and committed before the model ran on them; never tuned on, run once.
Same JSON-lines rows as make.py (line, level, component, message, event); `level` is null where the line carries
no level (the eval then does not check it), `component` is "" where the line carries none.
Run:  python3 tools/bench/data/logformats/make_heldout10.py

Labelling choices:
- Unreal Engine (`[yyyy.mm.dd-hh.mm.ss:mmm][frame]Category: Verbosity: msg`, frame right-aligned in 3): the
  component is the log category; `Warning`/`Error` are levels; `Display` is a verbosity the level vocabulary has no
  word for (level null) but is header; a line with no verbosity has level null.
- libvirtd (`stamp: tid: level : function:line : msg`): component the function without its line (as a module's
  line is dropped elsewhere); lines without a function (`info : libvirt version: ...`) have component "".
- FreeSWITCH (`stamp idle% [LEVEL] file.c:line msg`): component the source file as printed (with its line, as
  klog's and airflow's are labelled).
- Apache Flink (log4j2 `%d %-5p %-60c %x - %m`): component the logger, `[]` (empty NDC) and ` - ` are header.
- ISC Kea (`%D %-5p [%c/%i.%t] %m`): component the logger name before `/pid.tid`; the message keeps its message id
  (`DHCP4_STARTED ...`), which Kea's %m prints as part of the message.
- Home Assistant (`stamp LEVEL (thread) [logger] msg`): component the logger, the thread is header.
- Slurm slurmctld (`[stamp] msg`; errors and debug lines carry `error: `/`debug:  ` prefixes): level from the
  prefix (null without one), component "" (the function names some messages open with are part of the text).
- Icecast 2 error log (`[yyyy-mm-dd  hh:mm:ss] LEVL module/function msg`, EROR/WARN/INFO/DBUG): component the
  module/function.
"""
import json, os, random, re

R = random.Random(1910)
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org', 'files.example.net']
USERS = ['alice', 'bob', 'carol', 'dave', 'erin']
NORM = {'info': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'eror': 'error', 'err': 'error',
        'debug': 'debug', 'dbug': 'debug', 'notice': 'notice', 'critical': 'critical', 'crit': 'critical',
        'fatal': 'critical', 'alert': 'critical', 'trace': 'trace'}

def var(kind):
    if kind == 'n': return str(R.randint(1, 5000))
    if kind == 'ms': return str(R.randint(3, 9000))
    if kind == 'ip': return '.'.join(str(R.randint(1, 254)) for _ in range(4))
    if kind == 'hex': return '%08x' % R.getrandbits(32)
    if kind == 'uuid': return '%08x-%04x-%04x-%04x-%012x' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48))
    if kind == 'host': return R.choice(HOSTS)
    if kind == 'user': return R.choice(USERS)
    if kind == 'port': return str(R.choice([80, 443, 5432, 6379, 8080, 9092]))
    if kind == 'pct': return '%.1f' % R.uniform(1, 99)
    if kind == 'ver': return '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 99))
    if kind == 'mac': return ':'.join('%02x' % R.getrandbits(8) for _ in range(6))
    if kind == 'vm': return 'vm-%d' % R.randint(1, 40)
    if kind == 'node': return 'node%02d' % R.randint(1, 64)
    if kind == 'mount': return R.choice(['/live', '/radio', '/stream.mp3', '/jazz'])
    raise KeyError(kind)

def fill(t):
    return re.sub(r'\{(\w+)\}', lambda m: var(m.group(1)), t)

def stamp(fmt):
    y, mo, d = 2023, R.randint(1, 12), R.randint(1, 28)
    h, mi, s, ms = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)
    return fmt.format(y=y, mo=mo, d=d, h=h, mi=mi, s=s, ms=ms, us=R.randint(0, 999999))

def make(name, header, events, n=120):
    """events: (event id, level word as written or None, component, message template)."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        line = header(lvl, comp, msg)
        norm = NORM.get(lvl.strip().lower()) if lvl else None
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out

def unreal(l, c, m):
    v = f'{l}: ' if l else ''
    return f"[{stamp('{y}.{mo:02d}.{d:02d}-{h:02d}.{mi:02d}.{s:02d}:{ms:03d}')}][{R.randint(0, 999):>3}]{c}: {v}{m}"

def libvirt(l, c, m):
    fn = f'{c}:{R.choice([412, 1804, 6421, 2210, 733])} : ' if c else ''
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}+0000')}: {R.randint(1000, 99999)}: {l} : {fn}{m}"

def heldout10():
    yield make('unreal-engine', unreal, [
        ('E1', 'Display', 'LogInit', 'Build: ++UE5+Release-5.{n}-CL-{n}'),
        ('E2', 'Display', 'LogInit', 'Engine Version: {ver}'),
        ('E3', None, 'LogNet', 'Browse: 127.0.0.1//Game/Maps/Lobby_{n}'),
        ('E4', 'Warning', 'LogNet', 'UNetConnection::Tick: Connection TIMED OUT. Closing connection. Elapsed: {pct}, Real: {pct}'),
        ('E5', 'Error', 'LogStreaming', 'Couldn\'t find file for package /Game/Props/Crate_{n} requested by async loading code.'),
        ('E6', None, 'LogTemp', 'Player {user} spawned at X={n} Y={n} Z={n}'),
        ('E7', 'Warning', 'LogAudio', 'Failed to create sound source, max channels ({n}) reached'),
        ('E8', 'Display', 'LogShaderCompilers', 'Compiling shader {hex} for platform SF_VULKAN_SM5 ({n} jobs remaining)'),
    ])
    yield make('libvirtd', libvirt, [
        ('E1', 'info', '', 'libvirt version: {ver}, package: 1.el9'),
        ('E2', 'info', '', 'hostname: {host}'),
        ('E3', 'error', 'virNetSocketReadWire', 'End of file while reading data: Input/output error'),
        ('E4', 'warning', 'qemuDomainObjTaint', "Domain id={n} name='{vm}' uuid={uuid} is tainted: high-privileges"),
        ('E5', 'error', 'qemuMonitorIO', "internal error: End of file from qemu monitor (vm='{vm}')"),
        ('E6', 'error', 'virNetDevTapCreate', 'Unable to create tap device vnet{n}: Device or resource busy'),
        ('E7', 'warning', 'virHookCall', 'Non-executable hook script /etc/libvirt/hooks/qemu'),
    ])
    yield make('freeswitch', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {R.uniform(60, 99.9):.2f}% [{l}] {c} {m}", [
        ('E1', 'NOTICE', 'switch_channel.c:1123', 'New Channel sofia/internal/{n}@{ip} [{uuid}]'),
        ('E2', 'NOTICE', 'switch_channel.c:1104', 'Hangup sofia/internal/{n}@{ip} [CS_EXECUTE] [NORMAL_CLEARING]'),
        ('E3', 'INFO', 'mod_dialplan_xml.c:637', 'Processing {user} <{n}>->{n} in context default'),
        ('E4', 'WARNING', 'sofia_reg.c:1758', 'SIP auth failure (REGISTER) on sofia profile \'internal\' for [{n}@{ip}] from ip {ip}'),
        ('E5', 'ERR', 'mod_sofia.c:2257', 'Error Sending Message to {n}@{ip} : 503'),
        ('E6', 'DEBUG', 'switch_core_session.c:1744', 'Session {n} ({uuid}) Locked, Waiting on external entities'),
        ('E7', 'INFO', 'switch_ivr_play_say.c:1498', 'done playing file /usr/share/freeswitch/sounds/ivr-welcome_{n}.wav'),
    ])
    yield make('flink', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} {c:<60} [] - {m}", [
        ('E1', 'INFO', 'org.apache.flink.runtime.jobmaster.JobMaster', "Initializing job 'wordcount-{n}' ({hex}{hex})."),
        ('E2', 'INFO', 'org.apache.flink.runtime.executiongraph.ExecutionGraph', 'Source: Kafka -> Map ({n}/{n}) switched from DEPLOYING to RUNNING.'),
        ('E3', 'WARN', 'org.apache.flink.runtime.taskmanager.Task', 'Sink: Writer ({n}/8) switched from RUNNING to FAILED with failure cause: java.io.IOException: Broken pipe'),
        ('E4', 'INFO', 'org.apache.flink.runtime.checkpoint.CheckpointCoordinator', 'Completed checkpoint {n} for job {hex}{hex} ({n} bytes, checkpointDuration={ms} ms).'),
        ('E5', 'ERROR', 'org.apache.flink.runtime.rest.handler.job.JobDetailsHandler', 'Unhandled exception.'),
        ('E6', 'DEBUG', 'org.apache.flink.runtime.resourcemanager.slotmanager.FineGrainedSlotManager', 'Received resource requirements from job {hex}{hex}: [ResourceRequirement{{n}}]'),
        ('E7', 'INFO', 'org.apache.flink.runtime.taskexecutor.TaskExecutor', 'Receive slot request {hex} for job {hex} from resource manager with leader id {hex}.'),
    ])
    yield make('kea-dhcp', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l:<5} [{c}/{R.choice([812, 1290, 30411])}.{R.choice([139876543210, 140221107332864])}] {m}", [
        ('E1', 'INFO', 'kea-dhcp4.dhcp4', 'DHCP4_STARTED Kea DHCPv4 server version {ver} started'),
        ('E2', 'INFO', 'kea-dhcp4.leases', 'DHCP4_LEASE_ALLOC [hwtype=1 {mac}], cid=[no info], tid=0x{hex}: lease {ip} has been allocated for {n} seconds'),
        ('E3', 'WARN', 'kea-dhcp4.alloc-engine', 'ALLOC_ENGINE_V4_ALLOC_FAIL [hwtype=1 {mac}], cid=[no info], tid=0x{hex}: failed to allocate an IPv4 address after {n} attempt(s)'),
        ('E4', 'INFO', 'kea-dhcp4.dhcpsrv', 'DHCPSRV_MEMFILE_LFC_START starting Lease File Cleanup'),
        ('E5', 'ERROR', 'kea-dhcp4.dhcp4', 'DHCP4_PACKET_PROCESS_EXCEPTION exception thrown during packet processing: malformed option {n}'),
        ('E6', 'DEBUG', 'kea-dhcp4.packets', 'DHCP4_BUFFER_RECEIVED received buffer from {ip}:68 to {ip}:67 over interface eth0'),
    ])
    yield make('home-assistant', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l} ({R.choice(['MainThread', 'SyncWorker_3', 'Recorder', 'SyncWorker_11'])}) [{c}] {m}", [
        ('E1', 'INFO', 'homeassistant.setup', 'Setting up http'),
        ('E2', 'INFO', 'homeassistant.setup', 'Setup of domain recorder took {pct} seconds'),
        ('E3', 'WARNING', 'homeassistant.components.http.ban', 'Login attempt or request with invalid authentication from {ip} ({ip}). Requested URL: \'/api/states\'.'),
        ('E4', 'ERROR', 'homeassistant.components.mqtt.client', 'Failed to connect to MQTT server due to exception: [Errno 111] Connection refused'),
        ('E5', 'WARNING', 'homeassistant.helpers.template', "Template variable warning: 'dict object' has no attribute 'temperature_{n}' when rendering"),
        ('E6', 'INFO', 'homeassistant.components.automation.lights_off', 'Lights off: Running automation actions'),
        ('E7', 'DEBUG', 'homeassistant.core', 'Bus:Handling <Event state_changed[L]: entity_id=sensor.temp_{n}>'),
    ])
    yield make('slurmctld', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}] " + ({'error': 'error: ', 'debug': 'debug:  '}.get(l, '')) + m, [
        ('E1', None, '', '_slurm_rpc_submit_batch_job: JobId={n} InitPrio={n} usec={ms}'),
        ('E2', None, '', 'sched: Allocate JobId={n} NodeList={node} #CPUs={n} Partition=batch'),
        ('E3', None, '', '_job_complete: JobId={n} WEXITSTATUS 0'),
        ('E4', 'error', '', 'Nodes {node} not responding'),
        ('E5', 'error', '', '_slurm_rpc_node_registration node={node}: Invalid argument'),
        ('E6', 'debug', '', 'backfill: beginning with {n} jobs'),
        ('E7', None, '', 'Node {node} now responding'),
    ])
    yield make('icecast', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d}  {h:02d}:{mi:02d}:{s:02d}')}] {l} {c} {m}", [
        ('E1', 'INFO', 'main/main.c', 'Icecast {ver} server started'),
        ('E2', 'INFO', 'connection/_handle_source_request', 'Source logging in at mountpoint "{mount}" from {ip}'),
        ('E3', 'WARN', 'fserve/fserve_client_create', 'req for file "/var/www/favicon_{n}.ico" No such file or directory'),
        ('E4', 'EROR', 'source/source_main', 'Source exiting'),
        ('E5', 'INFO', 'source/source_shutdown', 'Source from {ip} at "{mount}" exiting'),
        ('E6', 'DBUG', 'stats/modify_node_event', 'update global clients ({n})'),
        ('E7', 'WARN', 'connection/_handle_connection', 'HTTP request from {ip} failed: header too long'),
    ])

if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout10')
    os.makedirs(here, exist_ok=True)
    for name, rows in heldout10():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
