#!/usr/bin/env python3
"""Writes the fifth round's dev batch into dev/ (issue 19, fifth round): eight real layouts no other folder covers.

Written from each product's public description of its log layout, messages of our own; committed before the model
ran on them, then tuned on. Rows as make.py's (line, level, component, message, event).
Run:  python3 tools/bench/data/logformats/make_dev10.py

Labelling choices:
- Rust env_logger (`[stamp LEVEL target] msg`, level padded to 5): component the target (`my_app::db`).
- TeamCity server (`[stamp] LEVEL - category - msg`, level right-aligned): component the category.
- Synapse (`stamp - logger - lineno - LEVEL - request - msg`): component the logger; line number and request are header.
- cloud-init (`stamp - file.py[LEVEL]: msg`): component the file.
- Odoo (`stamp pid LEVEL db logger: msg`, db `?` outside a request): component the logger.
- Prosody (`Mon dd hh:mm:ss source<padding>level<TAB>msg`): component the source (a module or a session id).
- Rust tracing without time (`{level:>5} target: msg`; INFO/WARN lines open with a space): component the target.
- SonarQube (`yyyy.mm.dd hh:mm:ss LEVEL process[requestid][logger] msg`): component the logger.
"""
import json, os, random, re

R = random.Random(1920)
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org']
USERS = ['alice', 'bob', 'carol', 'dave', 'erin']
NORM = {'info': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'debug': 'debug', 'trace': 'trace',
        'critical': 'critical', 'fatal': 'critical'}

def var(kind):
    if kind == 'n': return str(R.randint(1, 5000))
    if kind == 'ms': return str(R.randint(3, 9000))
    if kind == 'ip': return '.'.join(str(R.randint(1, 254)) for _ in range(4))
    if kind == 'hex': return '%08x' % R.getrandbits(32)
    if kind == 'host': return R.choice(HOSTS)
    if kind == 'user': return R.choice(USERS)
    if kind == 'port': return str(R.choice([80, 443, 5432, 6379, 8080]))
    if kind == 'pct': return '%.1f' % R.uniform(1, 99)
    if kind == 'ver': return '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 99))
    raise KeyError(kind)

def fill(t):
    return re.sub(r'\{(\w+)\}', lambda m: var(m.group(1)), t).replace('{{', '{').replace('}}', '}')

def stamp(fmt):
    months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split()
    y, mo, d = 2023, R.randint(1, 12), R.randint(1, 28)
    h, mi, s, ms = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)
    return fmt.format(y=y, mo=mo, d=d, h=h, mi=mi, s=s, ms=ms, mon=months[mo - 1])

def make(name, header, events, n=120):
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        out.append({'line': header(lvl, comp, msg), 'level': NORM.get(lvl.lower()) if lvl else None, 'component': comp, 'message': msg, 'event': eid})
    return name, out

def dev10():
    yield make('rust-env-logger', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z')} {l:<5} {c}] {m}", [
        ('E1', 'INFO', 'my_app::server', 'listening on 0.0.0.0:{port}'),
        ('E2', 'WARN', 'my_app::db::pool', 'connection {n} idle for {ms}ms, recycling'),
        ('E3', 'ERROR', 'my_app::db::pool', 'failed to connect to {host}: Connection refused (os error 111)'),
        ('E4', 'DEBUG', 'hyper::proto::h1::io', 'flushed {n} bytes'),
        ('E5', 'INFO', 'my_app::jobs', 'job {hex} finished in {ms}ms'),
        ('E6', 'TRACE', 'mio::poll', 'registering event source with poller: token=Token({n}), interests=READABLE | WRITABLE'),
    ])
    yield make('teamcity', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}] {l:>6} - {c:>22} - {m}", [
        ('E1', 'INFO', 'jetbrains.buildServer.SERVER', 'Build #{n} {{id={n}}} started on agent "agent-{n}"'),
        ('E2', 'INFO', 'jetbrains.buildServer.AGENT', 'Agent "agent-{n}" {{id={n}}} was registered'),
        ('E3', 'WARN', 'jetbrains.buildServer.VCS', 'Error collecting changes for VCS root "git@github.com:acme/app-{n}.git": timeout after {ms} ms'),
        ('E4', 'ERROR', 'jetbrains.buildServer.SERVER', 'Failed to process build finish for build #{n}: java.io.IOException: No space left on device'),
        ('E5', 'DEBUG', 'jetbrains.buildServer.CLEANUP', 'Removed {n} build artifacts in {ms} ms'),
        ('E6', 'INFO', 'jetbrains.buildServer.VCS', 'Collecting changes for {n} VCS roots'),
    ])
    yield make('synapse', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} - {c} - {R.randint(40, 900)} - {l} - {R.choice(['GET-' + str(R.randint(1, 999)), 'POST-' + str(R.randint(1, 999)), 'sentinel', 'main'])} - {m}", [
        ('E1', 'INFO', 'synapse.access.http.8008', '{ip} - 8008 - {{@{user}:example.org}} Processed request: {pct}sec/0.000sec (0.000sec, 0.000sec) (0.001sec/0.002sec/1) 2B 200 "GET /_matrix/client/versions HTTP/1.1" "curl/8.1" [0 dbevts]'),
        ('E2', 'INFO', 'synapse.storage.databases.main.events_worker', 'Fetched {n} events in {ms}ms'),
        ('E3', 'WARNING', 'synapse.http.matrixfederationclient', 'Error sending request to matrix.{host}: TimeoutError after {ms}ms'),
        ('E4', 'ERROR', 'synapse.federation.sender', 'Failed to send transaction {n} to remote.example.net'),
        ('E5', 'DEBUG', 'synapse.handlers.presence', 'Presence update for @{user}:example.org: online'),
        ('E6', 'INFO', 'synapse.app.homeserver', 'Synapse now listening on TCP port 8008'),
    ])
    yield make('cloud-init', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} - {c}[{l}]: {m}", [
        ('E1', 'DEBUG', 'util.py', 'Reading from /proc/uptime (quiet=False)'),
        ('E2', 'DEBUG', 'util.py', 'Read {n} bytes from /proc/uptime'),
        ('E3', 'INFO', 'cc_set_passwords.py', 'Set the following \'random\' passwords'),
        ('E4', 'WARNING', 'url_helper.py', 'Calling \'http://169.254.169.254/latest/meta-data/instance-id\' failed [{n}/120s]: request error [timed out]'),
        ('E5', 'DEBUG', 'stages.py', 'Running module ssh ({n}) with frequency once-per-instance'),
        ('E6', 'INFO', 'main.py', 'PID [1] started cloud-init \'init-local\'.'),
        ('E7', 'ERROR', 'cc_scripts_user.py', 'Failed to run module scripts-user (scripts in /var/lib/cloud/instance/scripts)'),
    ])
    yield make('odoo', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {R.randint(100, 40000)} {l} {R.choice(['?', 'proddb', 'staging'])} {c}: {m}", [
        ('E1', 'INFO', 'odoo.modules.loading', 'loading {n} modules...'),
        ('E2', 'INFO', 'odoo.modules.loading', '{n} modules loaded in {pct}s, {n} queries'),
        ('E3', 'INFO', 'werkzeug', '{ip} - - "POST /web/dataset/call_kw/res.partner/read HTTP/1.1" 200 - {n} {pct} {pct}'),
        ('E4', 'WARNING', 'odoo.addons.base.models.ir_cron', 'Skipping database proddb as its base version is not {ver}.'),
        ('E5', 'ERROR', 'odoo.sql_db', 'bad query: SELECT id FROM sale_order WHERE state = \'draft\' ERROR: could not serialize access due to concurrent update'),
        ('E6', 'INFO', 'odoo.service.server', 'HTTP service (werkzeug) running on {host}:8069'),
        ('E7', 'DEBUG', 'odoo.addons.mail.models.mail_mail', 'Sent batch {n} emails via mail server ID #{n}'),
    ])
    yield make('prosody', lambda l, c, m: f"{stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}')} {c:<31}{l}\t{m}", [
        ('E1', 'info', 'general', 'Hello and welcome to Prosody version {ver}'),
        ('E2', 'info', 'c2s55d0a1b2c3d0', 'Client connected'),
        ('E3', 'info', 'c2s55d0a1b2c3d0', 'Authenticated as {user}@example.org'),
        ('E4', 'warn', 'mod_posix', 'Unable to change user to prosody: Operation not permitted'),
        ('E5', 'error', 's2sout55d0b7e8f9a0', 'Failed to connect to remote.example.net: connection refused'),
        ('E6', 'debug', 'portmanager', 'Activated service \'c2s\' on [::]:5222, [*]:5222'),
        ('E7', 'info', 'c2s55d0a1b2c3d0', 'Client disconnected: connection closed'),
    ])
    yield make('rust-tracing', lambda l, c, m: f"{l:>5} {c}: {m}", [
        ('E1', 'INFO', 'my_app::server', 'listening on 0.0.0.0:{port}'),
        ('E2', 'INFO', 'my_app::http', 'request completed status=200 latency={ms}ms path=/api/items/{n}'),
        ('E3', 'WARN', 'my_app::http', 'slow request latency={ms}ms path=/api/search'),
        ('E4', 'ERROR', 'my_app::db', 'query failed: error returned from database: deadlock detected'),
        ('E5', 'DEBUG', 'tower_http::trace::on_response', 'finished processing request latency={ms} ms status=200'),
        ('E6', 'TRACE', 'h2::codec::framed_write', 'send frame=Settings {{ flags: (0x0) }}'),
    ])
    yield make('sonarqube', lambda l, c, m: f"{stamp('{y}.{mo:02d}.{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {l:<5} {R.choice(['web', 'ce', 'app'])}[{R.choice(['', 'AYx' + var('hex')])}][{c}] {m}", [
        ('E1', 'INFO', 'o.s.s.p.ServerImpl', 'SonarQube Server / {ver} / {hex}'),
        ('E2', 'INFO', 'o.s.c.t.CeWorkerImpl', 'Executed task | project=app-{n} | type=REPORT | id=AY{hex} | status=SUCCESS | time={ms}ms'),
        ('E3', 'WARN', 'o.s.s.a.EmbeddedDatabase', 'H2 database should be used for evaluation purpose only.'),
        ('E4', 'ERROR', 'o.s.s.w.WebServiceEngine', 'Fail to process request http://localhost:9000/api/ce/task?id={hex}'),
        ('E5', 'DEBUG', 'o.s.s.e.EsClient', 'GET /components/_search took {ms}ms'),
        ('E6', 'INFO', 'o.s.a.SchedulerImpl', 'Process[web] is up'),
    ])

if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'dev')
    for name, rows in dev10():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
