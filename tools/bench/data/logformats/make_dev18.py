#!/usr/bin/env python3
"""Writes dev18/: eight labelled log formats to tune issue 19's thirteenth round (the extract half) on, next to the
blind heldout18/ (none of them in another folder here, none a Loghub system). Two of them, spamd and gogs, are held
aside: totals only, their misses are not read.

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_dev18.py

Labelling choices:
- logrus text formatter on a terminal (`LEVL[elapsed] msg<padding to 44>  key=value ...`, four letters
  INFO/WARN/ERRO/DEBU/FATA): no component; the message the text, its padding and key=value pairs as written.
- NSQ daemons (`[nsqd] yyyy/mm/dd hh:mm:ss.micro LEVEL: msg`): component the daemon named in the bracket opening the
  line; a `TCP:`/`HTTP:` after the level stays in the message.
- Firefox MOZ_LOG with timestamps (`stamp UTC - [Process pid: Thread]: L/module msg`, one letter E/W/I/D/V): component
  the module; process and thread are header.
- PgBouncer (`stamp UTC [pid] LEVEL msg`, LOG/WARNING/ERROR): no component; `LOG` is info; a client id `C-0x...:`
  stays in the message.
- Patroni (`yyyy-mm-dd hh:mm:ss,mmm LEVEL: msg`): no component.
- Linkerd2 proxy (tracing with an uptime timer: `[<padding>secs.micros]<padding>LEVEL ThreadId(NN) spans: target:
  msg`): component the target (the last `name:` of the header, `::` kept); thread id and spans are header.
- SpamAssassin spamd (`ctime [pid] level: prefix: msg`) [held aside]: component the prefix (`spamd`, `prefork`).
- Gogs (clog: `yyyy/mm/dd hh:mm:ss [LEVEL] msg`, the level padded to five inside the bracket, error lines with a
  bracketed `[file.go:line Func()]` caller first) [held aside]: no component; the caller is header.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'debu': 'debug', 'erro': 'error', 'fata': 'critical', 'log': 'info'}.items():
    NORM.setdefault(k, v)

R.seed(1818)


def logrus_tty(l, c, m):
    text, fields = m.split('|')
    return f"{l}[{R.randint(0, 3000):04d}] {text:<44}  {fields}"

def nsq(l, c, m):
    return f"[{c}] {stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {l}: {m}"

def mozlog(l, c, m):
    proc = R.choice(['Parent 41230: Main Thread', 'Parent 41230: Socket Thread', 'Child 41377: Main Thread'])
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} UTC - [{proc}]: {l}/{c} {m}"

def pgbouncer(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} UTC [{R.randint(100, 9999)}] {l} {m}"

def patroni(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l}: {m}"

def linkerd(l, c, m):
    spans = R.choice(['', 'outbound:proxy{addr=10.0.4.12:8080}: ', 'inbound:server{port=4143}: '])
    return f"[{R.randint(0, 9000):>6}.{R.randint(0, 999999):06d}s] {l:>5} ThreadId({R.randint(1, 2):02d}) {spans}{c}: {m}"

def spamd(l, c, m):
    t = stamp('{mo} {d:>2} {h:02d}:{mi:02d}:{s:02d}')
    mo, rest = t.split(' ', 1)
    return f"{R.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {MONTHS[int(mo) - 1]} {rest} 2023 [{R.randint(1000, 30000)}] {l}: {c}: {m}"

def gogs(l, c, m):
    caller = f"[{R.choice(['internal/route/repo/http.go', 'internal/db/repo.go'])}:{R.randint(50, 900)} {R.choice(['HTTP()', 'GetRepository()'])}] " if l == 'ERROR' else ''
    return f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{l:>5}] {caller}{m}"


def fix(rows):
    for r in rows:
        r['message'] = r['message'].replace('|', '')
    return rows


def dev18():
    name, rows = make('logrus-tty', logrus_tty, [
        ('E1', 'INFO', '', 'Starting server|addr=":{port}" version={ver}'),
        ('E2', 'WARN', '', 'Retrying registry login|attempt={n} registry={host}'),
        ('E3', 'ERRO', '', 'Failed to pull image|error="manifest unknown" image=app:{n}'),
        ('E4', 'DEBU', '', 'Cache hit|key=layer:{hex}'),
        ('E5', 'INFO', '', 'Container started|id={hex} name=web-{n}'),
    ])
    for r in rows:
        text, fields = r['message'].split('|')
        r['message'] = f"{text:<44}  {fields}"
    yield name, rows
    yield make('nsq', nsq, [
        ('E1', 'INFO', 'nsqd', 'TCP: listening on [::]:4150'),
        ('E2', 'INFO', 'nsqd', 'TOPIC(orders): created'),
        ('E3', 'WARNING', 'nsqd', 'failed to send heartbeat to lookupd {ip}:4160 - i/o timeout'),
        ('E4', 'ERROR', 'nsqlookupd', 'client({ip}:{n}) - EOF'),
        ('E5', 'INFO', 'nsqlookupd', 'DB: client({ip}:{n}) REGISTER category:topic key:orders subkey:'),
        ('E6', 'INFO', 'nsqadmin', 'HTTP: listening on [::]:4171'),
    ])
    yield make('mozlog', mozlog, [
        ('E1', 'D', 'nsHttp', 'HttpBaseChannel::Init [this={hex}]'),
        ('E2', 'V', 'nsHttp', 'nsHttpConnectionMgr::OnMsgProcessPendingQ [ci=.S......]{host}:443]'),
        ('E3', 'I', 'cache2', 'CacheFileIOManager::OpenFile() [handle={hex}, key={hex}]'),
        ('E4', 'W', 'nsHostResolver', 'DNS lookup thread - lookup failed for {host}'),
        ('E5', 'E', 'MediaDecoder', 'Decoder={hex} Failed to init decoder: NS_ERROR_DOM_MEDIA_FATAL_ERR'),
    ])
    yield make('pgbouncer', pgbouncer, [
        ('E1', 'LOG', '', 'stats: {n} xacts/s, {n} queries/s, in {n} B/s, out {n} B/s, xact {n} us, query {n} us, wait {n} us'),
        ('E2', 'LOG', '', 'C-0x{hex}: app/{user}@{ip}:{n} login attempt: db=app user={user} tls=no'),
        ('E3', 'LOG', '', 'S-0x{hex}: app/{user}@127.0.0.1:5432 closing because: server idle timeout (age={n}s)'),
        ('E4', 'WARNING', '', 'C-0x{hex}: (nodb)/(nouser)@{ip}:{n} pooler error: no such database: reports'),
        ('E5', 'ERROR', '', 'accept() failed: Too many open files'),
    ])
    yield make('patroni', patroni, [
        ('E1', 'INFO', '', 'no action. I am (pg1), the leader with the lock'),
        ('E2', 'INFO', '', 'Lock owner: pg1; I am pg{n}'),
        ('E3', 'WARNING', '', 'Request failed to pg2: GET http://{ip}:8008/patroni (HTTPConnectionPool: Read timed out)'),
        ('E4', 'ERROR', '', 'failed to update leader lock'),
        ('E5', 'INFO', '', 'promoted self to leader by acquiring session lock'),
    ])
    yield make('linkerd-proxy', linkerd, [
        ('E1', 'INFO', 'linkerd2_proxy', 'release 2.{n}.0 by linkerd on 2023-06-01'),
        ('E2', 'INFO', 'linkerd2_proxy::signal', 'received SIGTERM, starting shutdown'),
        ('E3', 'WARN', 'linkerd_reconnect', 'Failed to connect error=Connection refused (os error 111)'),
        ('E4', 'ERROR', 'linkerd_app_core::errors::respond', 'Request failed error=logical service {host}:8080: service unavailable'),
        ('E5', 'DEBUG', 'linkerd_dns', 'resolved name={host} addrs={n}'),
    ])
    yield make('spamd', spamd, [
        ('E1', 'info', 'spamd', 'connection from localhost [127.0.0.1]:{n} to port 783, fd {n}'),
        ('E2', 'info', 'spamd', 'clean message (-{pct}/5.0) for {user}:{n} in {pct} seconds, {n} bytes.'),
        ('E3', 'info', 'prefork', 'child states: II'),
        ('E4', 'warn', 'spamd', 'bayes: cannot open bayes databases /var/lib/spamassassin/bayes_* R/O: tie failed'),
        ('E5', 'error', 'spamd', 'child {n} exited with status 255'),
    ])
    yield make('gogs', gogs, [
        ('E1', 'INFO', '', 'Gogs {ver}'),
        ('E2', 'INFO', '', 'Listen on http://0.0.0.0:3000'),
        ('E3', 'TRACE', '', 'Session ID: {hex}'),
        ('E4', 'WARN', '', 'Failed to mirror repository {user}/app: exit status 128'),
        ('E5', 'ERROR', '', 'GetRepositoryByName: repository does not exist [owner_id: {n}, name: app]'),
    ])


if __name__ == '__main__':
    write('dev18', dev18())
