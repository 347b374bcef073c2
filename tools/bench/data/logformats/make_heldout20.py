#!/usr/bin/env python3
"""Writes heldout20/: eight labelled log formats, a blind set for issue 19's fifteenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout20.py

Labelling choices:
- Aerospike server (`Mon DD YYYY hh:mm:ss GMT: LEVEL (context): (file.c:line) msg`, levels INFO/WARNING/DETAIL/
  DEBUG/CRITICAL): component the context in parentheses (`nsup`, `hb`); the source location is header.
- Minetest/Luanti debug.txt (`yyyy-mm-dd hh:mm:ss: LEVEL[Thread]: msg`, ERROR/WARNING/ACTION/INFO/VERBOSE; ACTION
  read as info, VERBOSE as trace): component the thread name in the brackets (`Server`, `Main`, `Emerge-0`).
- Atlassian Jira atlassian-jira.log (`stamp,ms+zone thread [url: path; user: name] LEVEL<padding> [logger] msg`, the
  url/user pair only on request threads): component the abbreviated logger as written (`c.a.jira.startup.JiraStartupLogger`);
  thread and request pair are header.
- Exim mainlog (`yyyy-mm-dd hh:mm:ss [message-id] text`): no level, no component; the message id (when the line has
  one) is header, the flag `<=`/`=>`/`**`/`Completed` starts the message.
- BOINC client (`dd-Mon-yyyy hh:mm:ss [project] msg`, `[---]` for the client itself): no level; component the
  bracket's content as written (`---` included).
- PBS Professional server log (`mm/dd/yyyy hh:mm:ss;event-code;source;object-type;object-name;msg`): no level;
  component the object type (`Svr`, `Job`, `Node`, `Req`); event code, source and object name are header.
- F5 BIG-IP /var/log/ltm (`Mon dd hh:mm:ss host level process[pid]: msgid:sev: msg`, level word after the host):
  component the process name without its pid (`tmm1`, `mcpd`); the hex message id and its severity digit are header.
- zerolog ConsoleWriter (`3:04PM LVL msg key=value ...`, three letters TRC/DBG/INF/WRN/ERR/FTL): no component; the
  message the text and its key=value fields as written.
"""
from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)

make = make_filled
for k, v in {'detail': 'debug', 'action': 'info', 'inf': 'info', 'wrn': 'warning', 'ftl': 'critical'}.items():
    NORM.setdefault(k, v)

R.seed(2020)


def aerospike(l, c, m):
    src = {'nsup': 'nsup.c', 'hb': 'hb.c', 'info': 'ticker.c', 'drv_ssd': 'drv_ssd.c', 'fabric': 'fabric.c',
           'xdr': 'dc.c'}[c]
    return f"{stamp('{mon} {d:02d} {y} {h:02d}:{mi:02d}:{s:02d}')} GMT: {l} ({c}): ({src}:{R.randint(40, 2400)}) {m}"

def minetest(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}: {l}[{c}]: {m}"

def jira(l, c, m):
    if R.random() < 0.5:
        who = f"http-nio-8080-exec-{R.randint(1, 40)} url: /rest/api/2/issue/PRJ-{R.randint(1, 900)}; user: {R.choice(USERS)}"
    else:
        who = R.choice(['localhost-startStop-1', 'Caesium-1-3', 'JiraTaskExecutionThread-2', 'main'])
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}+0000')} {who} {l:<9} [{c}] {m}"

def exim_id():
    a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
    return '1' + ''.join(R.choice(a) for _ in range(5)) + '-' + ''.join(R.choice(a) for _ in range(6)) + '-' + ''.join(R.choice(a) for _ in range(2))

def exim(l, c, m):
    mid = '' if m.startswith(('Start queue run', 'End queue run', 'exim 4')) else exim_id() + ' '
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {mid}{m}"

def boinc(l, c, m):
    return f"{stamp('{d:02d}-{mon}-{y} {h:02d}:{mi:02d}:{s:02d}')} [{c}] {m}"

def pbs(l, c, m):
    code = {'Svr': '0002', 'Job': '0008', 'Node': '0004', 'Req': '0080'}[c]
    obj = {'Svr': 'Server@pbs01', 'Job': f"{R.randint(100, 9999)}.pbs01", 'Node': f"node{R.randint(1, 64):03d}",
           'Req': ''}[c]
    return f"{stamp('{mo:02d}/{d:02d}/{y} {h:02d}:{mi:02d}:{s:02d}')};{code};Server@pbs01;{c};{obj};{m}"

def f5(l, c, m):
    code = {'tmm1': '01260013:4', 'tmm': '01010028:3', 'mcpd': '01070417:6', 'sod': '010c0018:5', 'bigd': '01060103:3'}[c]
    return f"{stamp('{mon} {d:>2} {h:02d}:{mi:02d}:{s:02d}')} bigip1 {l} {c}[{R.randint(3000, 30000)}]: {code}: {m}"

def zerolog(l, c, m):
    h = R.randint(1, 12)
    return f"{h}:{R.randint(0, 59):02d}{R.choice(['AM', 'PM'])} {l} {m}"


def heldout20():
    yield make('aerospike', aerospike, [
        ('E1', 'INFO', 'info', 'NODE-ID bb9{x} CLUSTER-SIZE {n} CLUSTER-NAME prod'),
        ('E2', 'INFO', 'nsup', 'namespace test: nsup-start: evict-threads 1 evict-ttl {n} n-cold {n}'),
        ('E3', 'WARNING', 'hb', 'could not create heartbeat connection to node {ip}:3002'),
        ('E4', 'WARNING', 'drv_ssd', 'namespace bar: write queue full on /dev/nvme0n1 ({n} pending)'),
        ('E5', 'DETAIL', 'fabric', 'fabric: node bb9{x} arrived, {n} channels opened'),
        ('E6', 'CRITICAL', 'xdr', 'DC dc-west: shipping stalled, lag {n} seconds'),
    ])
    yield make('minetest', minetest, [
        ('E1', 'ACTION', 'Server', '{user} joins game. List of players: {user}'),
        ('E2', 'ACTION', 'Server', '{user} digs default:stone at ({n},-{n},{n})'),
        ('E3', 'WARNING', 'Server', 'Undeclared global variable "mesecon" accessed at ...mods/wires/init.lua:{n}'),
        ('E4', 'ERROR', 'Main', 'Failed to load mod "skinsdb": init.lua not found'),
        ('E5', 'INFO', 'Emerge-0', 'generated mapblock ({n},{n},-{n}) in {ms} ms'),
        ('E6', 'VERBOSE', 'ConnectionSend', 'sending reliable packet seqnum={n} to peer {n}'),
    ])
    yield make('atlassian-jira', jira, [
        ('E1', 'INFO', 'c.a.jira.startup.JiraStartupLogger', 'Jira starting... version 9.{n}.0'),
        ('E2', 'WARN', 'c.a.j.issue.index.DefaultIndexManager', 'Index consistency check: {n} issues missing from the index'),
        ('E3', 'ERROR', 'c.a.j.rest.exception.ExceptionInterceptor', 'Returning internal server error in response to request {n}'),
        ('E4', 'INFO', 'c.a.j.p.webhooks.WebhookDispatcher', 'webhook {n} delivered to https://{host}/hook in {ms} ms'),
        ('E5', 'DEBUG', 'c.a.j.bc.issue.DefaultIssueService', 'issue PRJ-{n} updated by {user}'),
    ])
    yield make('exim', exim, [
        ('E1', None, '', '<= {user}@example.com H=mail.example.org [{ip}] P=esmtps S={n} id=m{n}@example.org'),
        ('E2', None, '', '=> {user}@{host} R=dnslookup T=remote_smtp H={host} [{ip}] C="250 OK id={n}"'),
        ('E3', None, '', '** {user}@nowhere.example R=dnslookup: Unrouteable address'),
        ('E4', None, '', 'Completed'),
        ('E5', None, '', 'Start queue run: pid={n}'),
        ('E6', None, '', 'End queue run: pid={n}'),
    ])
    yield make('boinc', boinc, [
        ('E1', None, '---', 'Starting BOINC client version 7.{n}.2 for x86_64-pc-linux-gnu'),
        ('E2', None, '---', 'Suspending computation - CPU is busy'),
        ('E3', None, 'Einstein@Home', 'Starting task h1_{n}_O3AS_{n}_0'),
        ('E4', None, 'Einstein@Home', 'Computation for task h1_{n}_O3AS_{n}_0 finished'),
        ('E5', None, 'Rosetta@home', 'Sending scheduler request: To fetch work.'),
        ('E6', None, 'Rosetta@home', 'Scheduler request completed: got {n} new tasks'),
    ])
    yield make('pbs-pro', pbs, [
        ('E1', None, 'Svr', 'Server pbs01 started, version 2022.1.{n}'),
        ('E2', None, 'Job', 'Job Queued at request of {user}@login01, owner = {user}@login01, job name = run{n}, queue = workq'),
        ('E3', None, 'Job', 'Job Run at request of Scheduler@pbs01 on exec_vnode (node{n}:ncpus=8)'),
        ('E4', None, 'Node', 'node state changed to down, reason: no communication with mom for {n} seconds'),
        ('E5', None, 'Req', 'Type 49 request received from root@pbs01, sock={n}'),
        ('E6', None, 'Job', 'Exit_status=0 resources_used.cput=00:{n}:00 resources_used.mem={n}kb'),
    ])
    yield make('f5-bigip-ltm', f5, [
        ('E1', 'warning', 'tmm1', 'SSL Handshake failed for TCP {ip}:{n} -> {ip}:443'),
        ('E2', 'notice', 'mcpd', 'Pool /Common/web_pool member /Common/{ip}:80 monitor status down.'),
        ('E3', 'err', 'tmm', 'Rule /Common/irule_redirect <HTTP_REQUEST>: TCL error: can\'t read "uri": no such variable'),
        ('E4', 'info', 'sod', 'Active for traffic group /Common/traffic-group-1.'),
        ('E5', 'err', 'bigd', 'health check for node {ip} timed out after {n} ms'),
    ])
    yield make('zerolog-console', zerolog, [
        ('E1', 'INF', '', 'server listening addr=:{port} tls=false'),
        ('E2', 'INF', '', 'request handled method=GET path=/api/v1/items/{n} status=200 dur={ms}ms'),
        ('E3', 'WRN', '', 'slow query detected table=orders took={ms}ms'),
        ('E4', 'ERR', '', 'upstream unavailable error="dial tcp {ip}:5432: connect: connection refused" retry={n}'),
        ('E5', 'DBG', '', 'cache miss key=user:{n}'),
    ])


if __name__ == '__main__':
    write('heldout20', heldout20())
