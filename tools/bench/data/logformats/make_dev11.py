#!/usr/bin/env python3
"""Writes dev11 files into dev/: six more labelled log formats to tune on (issue 19, sixth round).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev11.py

Labelling choices:
- Keycloak (Quarkus `%d %-5p [%c] (%t) %s%e`): component the logger in brackets, the thread is header; the message
  keeps its message code (`KC-SERVICES0050: ...`).
- Nextflow (`MMM-dd HH:mm:ss.SSS [thread] LEVEL logger - msg`): component the logger.
- pacman (`[stamp] [ALPM] msg`): component the bracketed source (ALPM, PACMAN, ALPM-SCRIPTLET); level from a
  `warning: `/`error: ` prefix, null without one (a level on only some lines).
- Knot DNS (`stamp level: [zone.] msg`): component the zone in brackets, "" when the line names none.
- NLog default (`stamp|LEVEL|logger|msg`): component the logger.
- Jupyter Server (`[L stamp App] msg`, one-letter level): component the application name.
"""
import json, os, random, re

R = random.Random(1912)
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org', 'files.example.net']
USERS = ['alice', 'bob', 'carol', 'dave', 'erin']
NORM = {'info': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'eror': 'error', 'err': 'error',
        'debug': 'debug', 'dbug': 'debug', 'notice': 'notice', 'critical': 'critical', 'crit': 'critical',
        'fatal': 'critical', 'alert': 'critical', 'trace': 'trace', 'i': 'info', 'w': 'warning', 'e': 'error', 'd': 'debug', 'c': 'critical'}

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


def dev11():
    yield make('keycloak', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{c}] ({R.choice(['main', 'executor-thread-1', 'executor-thread-7', 'Timer-0'])}) {m}", [
        ('E1', 'INFO', 'org.keycloak.services', 'KC-SERVICES0050: Initializing master realm'),
        ('E2', 'INFO', 'io.quarkus', 'Keycloak {ver} on JVM (powered by Quarkus 3.2.{n}) started in {pct}s. Listening on: http://0.0.0.0:8080'),
        ('E3', 'WARN', 'org.keycloak.events', 'type=LOGIN_ERROR, realmId=master, clientId=account, userId=null, ipAddress={ip}, error=user_not_found, username={user}'),
        ('E4', 'ERROR', 'org.keycloak.services.error.KeycloakErrorHandler', 'Uncaught server error: java.lang.NullPointerException'),
        ('E5', 'DEBUG', 'org.keycloak.transaction.JtaTransactionWrapper', 'JtaTransactionWrapper commit. Request Context: HTTP GET /realms/master/protocol/openid-connect/certs'),
        ('E6', 'WARN', 'org.infinispan.PERSISTENCE', 'ISPN000554: jboss-marshalling is deprecated and planned for removal'),
    ])
    yield make('nextflow', lambda l, c, m: f"{R.choice(['Jan', 'Mar', 'May', 'Aug', 'Nov'])}-{R.randint(10, 28)} {stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{R.choice(['main', 'Task submitter', 'Task monitor', 'Actor Thread 4'])}] {l} {c} - {m}", [
        ('E1', 'DEBUG', 'nextflow.cli.Launcher', '$> nextflow run main.nf -profile docker'),
        ('E2', 'INFO', 'nextflow.cli.CmdRun', 'N E X T F L O W  ~  version {ver}'),
        ('E3', 'INFO', 'nextflow.Session', '[{hex}] Submitted process > ALIGN (sample_{n})'),
        ('E4', 'WARN', 'nextflow.processor.TaskProcessor', 'Process `QC` terminated with an error exit status ({n}) -- Execution is retried (1)'),
        ('E5', 'ERROR', 'nextflow.processor.TaskProcessor', 'Error executing process > \'ALIGN (sample_{n})\''),
        ('E6', 'DEBUG', 'nextflow.processor.TaskPollingMonitor', '!! executor local > tasks to be completed: {n} -- submitted tasks are shown below'),
    ])
    yield make('pacman', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}+0000')}] [{c}] " + (f"{l}: " if l else '') + m, [
        ('E1', None, 'PACMAN', 'Running \'pacman -Syu\''),
        ('E2', None, 'PACMAN', 'synchronizing package lists'),
        ('E3', None, 'ALPM', 'upgraded linux ({ver}-1 -> {ver}-1)'),
        ('E4', None, 'ALPM', 'installed python-requests ({ver}-2)'),
        ('E5', 'warning', 'ALPM', '/etc/pacman.d/mirrorlist installed as /etc/pacman.d/mirrorlist.pacnew'),
        ('E6', None, 'ALPM-SCRIPTLET', '==> Building image from preset: /etc/mkinitcpio.d/linux.preset'),
        ('E7', 'error', 'ALPM', 'could not open file /var/lib/pacman/sync/core.db: Unrecognized archive format'),
        ('E8', None, 'ALPM', 'transaction completed'),
    ])
    yield make('knot-dns', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}+0000')} {l}: " + (f"[{c}] " if c else '') + m, [
        ('E1', 'info', '', 'server started in the foreground, PID {n}'),
        ('E2', 'info', 'example.com.', 'zone file parsed, serial {n}'),
        ('E3', 'info', 'example.org.', 'loaded, serial none -> {n}, {n} bytes'),
        ('E4', 'warning', 'example.net.', 'DNSSEC, key, tag {n}, algorithm ECDSAP256SHA256, KSK, public, active+'),
        ('E5', 'error', 'example.com.', 'zone event \'refresh\' failed (connection refused)'),
        ('E6', 'notice', '', 'control, received command \'reload\''),
        ('E7', 'info', 'example.org.', 'AXFR, outgoing, remote {ip}@{n}, started, serial {n}'),
    ])
    yield make('nlog', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}{R.randint(0, 9)}|{l}|{c}|{m}", [
        ('E1', 'INFO', 'Shop.Api.Program', 'Application started. Press Ctrl+C to shut down.'),
        ('E2', 'INFO', 'Shop.Api.Services.OrderService', 'Order {n} created for customer {user}'),
        ('E3', 'WARN', 'Shop.Api.Services.PaymentClient', 'Payment gateway slow: {ms} ms for order {n}'),
        ('E4', 'ERROR', 'Shop.Api.Controllers.CartController', 'Failed to load cart {uuid}: System.TimeoutException: The operation has timed out.'),
        ('E5', 'DEBUG', 'Microsoft.EntityFrameworkCore.Database.Command', 'Executed DbCommand ({ms}ms) [Parameters=[@p0=?], CommandType=\'Text\']'),
        ('E6', 'FATAL', 'Shop.Api.Program', 'Host terminated unexpectedly'),
    ])
    yield make('jupyter-server', lambda l, c, m: f"[{l} {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {c}] {m}", [
        ('E1', 'I', 'ServerApp', 'Serving notebooks from local directory: /home/{user}'),
        ('E2', 'I', 'ServerApp', 'Jupyter Server {ver} is running at:'),
        ('E3', 'W', 'ServerApp', 'No web browser found: Error(\'could not locate runnable browser\').'),
        ('E4', 'I', 'LabApp', 'JupyterLab extension loaded from /opt/conda/lib/python3.11/site-packages/jupyterlab'),
        ('E5', 'E', 'ServerApp', 'Uncaught exception GET /api/contents/work/{n}.ipynb ({ip})'),
        ('E6', 'I', 'ServerApp', 'Kernel started: {uuid}'),
        ('E7', 'W', 'ServerApp', '404 GET /api/kernels/{uuid} ({ip}) {pct}ms referer=None'),
    ])

if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'dev')
    os.makedirs(here, exist_ok=True)
    for name, rows in dev11():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
