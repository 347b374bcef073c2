#!/usr/bin/env python3
"""Writes the labelled log-format files (JSON lines: line, level, component, message, event).

Every format below is written from the public description of a common log layout; the messages are our own.
`level` is null where the format carries no level (the eval then does not check it). Run:
  python3 tools/bench/data/logformats/make.py heldout|dev|heldout2|dev2|heldout3|heldout4|heldout5|dev7|heldout7|dev8|heldout8|heldout9|dev9|dev9b
"""
import json, random, re, sys, os

R = random.Random(19)
USERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'svc_backup', 'jenkins']
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org', 'files.example.net']

def var(kind):
    if kind == 'n': return str(R.randint(1, 5000))
    if kind == 'ms': return str(R.randint(3, 9000))
    if kind == 'ip': return '.'.join(str(R.randint(1, 254)) for _ in range(4))
    if kind == 'hex': return '%08x' % R.getrandbits(32)
    if kind == 'host': return R.choice(HOSTS)
    if kind == 'user': return R.choice(USERS)
    if kind == 'port': return str(R.choice([80, 443, 5432, 6379, 8080, 9092]))
    if kind == 'path': return '/' + '/'.join(R.choice(['var', 'data', 'srv', 'tmp', 'cache', 'logs', 'app']) for _ in range(R.randint(2, 4))) + '/' + R.choice(['a.db', 'index.bin', 'report.csv', 'seg_%d.log' % R.randint(1, 99)])
    if kind == 'pct': return '%.1f' % R.uniform(1, 99)
    if kind == 'ver': return '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 99))
    if kind == 'mac': return '%04x.%04x.%04x' % (R.getrandbits(16), R.getrandbits(16), R.getrandbits(16))
    raise KeyError(kind)

def fill(t):
    return re.sub(r'\{(\w+)\}', lambda m: var(m.group(1)), t)

def stamp(fmt):
    y, mo, d = 2023, R.randint(1, 12), R.randint(1, 28)
    h, mi, s, ms = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)
    months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split()
    return fmt.format(y=y, mo=mo, d=d, h=h, mi=mi, s=s, ms=ms, us=R.randint(0, 999999), mon=months[mo - 1], epoch=1680000000 + R.randint(0, 9999999))

def make(name, header, events, n=120, levels=True):
    """events: (event id, level word as written or None, component, message template)."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        line = header(lvl, comp, msg)
        norm = None
        if levels and lvl is not None:
            norm = {'info': 'info', 'information': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'err': 'error',
                    'debug': 'debug', 'fatal': 'critical', 'severe': 'error', 'critical': 'critical', 'trace': 'trace', 'notice': 'notice',
                    'log': 'info', 'inf': 'info', 'wrn': 'warning', 'dbg': 'debug', 'ftl': 'critical', 'fail': 'error', 'dbug': 'debug', 'i': 'info', 'w': 'warning', 'e': 'error', 'f': 'critical', 'crit': 'critical',
                    'erro': 'error', 'debg': 'debug', 'note': 'notice', 'd': 'debug', 'n': 'notice'}[lvl.strip().lower()]
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out

def heldout():
    yield make('python-name-level', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {c:<15} {l:<8} {m}", [
        ('E1', 'WARNING', 'urllib3.pool', 'Connection pool is full, discarding connection: {host}'),
        ('E2', 'INFO', 'billing', 'Invoice {n} sent to {user}'),
        ('E3', 'ERROR', 'billing', 'Charge failed for customer {n}: card declined'),
        ('E4', 'DEBUG', 'cache', 'Evicted {n} keys in {ms} ms'),
        ('E5', 'INFO', 'worker.tasks', 'Task report.build[{hex}] succeeded in {ms}ms'),
        ('E6', 'WARNING', 'worker.tasks', 'Task sync.pull[{hex}] retry in {n}s'),
        ('E7', 'INFO', 'app', 'Listening on {ip}:{port}'),
        ('E8', 'CRITICAL', 'db', 'Lost connection to {host}, giving up'),
    ])
    yield make('semicolon', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d};{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')};{l};{c};{m}", [
        ('E1', 'ERROR', 'PaymentGateway', 'Timeout contacting acquirer after {ms} ms'),
        ('E2', 'INFO', 'PaymentGateway', 'Payment {n} authorized'),
        ('E3', 'INFO', 'Scheduler', 'Job nightly-export started'),
        ('E4', 'INFO', 'Scheduler', 'Job nightly-export finished in {ms} ms'),
        ('E5', 'WARN', 'Inventory', 'Stock for item {n} below threshold'),
        ('E6', 'DEBUG', 'Inventory', 'Reserved {n} units of item {n}'),
        ('E7', 'ERROR', 'Mailer', 'SMTP {host} refused message; will retry'),
    ])
    yield make('tab-epoch', lambda l, c, m: f"{stamp('{epoch}.{ms:03d}')}\tworker-{R.randint(1, 4)}\t{l}\t{c}\t{m}", [
        ('E1', 'INFO', 'scheduler', 'Job {n} started'),
        ('E2', 'INFO', 'scheduler', 'Job {n} done in {ms} ms'),
        ('E3', 'WARN', 'fetcher', 'Slow response from {host} ({ms} ms)'),
        ('E4', 'ERROR', 'fetcher', 'GET {path} failed with status 503'),
        ('E5', 'DEBUG', 'queue', 'Queue depth {n}'),
        ('E6', 'INFO', 'queue', 'Consumer {hex} joined'),
    ])
    yield make('log4j-padded-logger', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{l:<5}] {c:<20} : {m}", [
        ('E1', 'INFO', 'OrderService', 'Order {n} created for {user}'),
        ('E2', 'WARN', 'OrderService', 'Order {n} rejected: insufficient stock'),
        ('E3', 'INFO', 'HikariPool', 'HikariPool-1 - Start completed.'),
        ('E4', 'ERROR', 'HikariPool', 'HikariPool-1 - Connection is not available, request timed out after {ms}ms.'),
        ('E5', 'DEBUG', 'CacheManager', 'Cache orders hit ratio {pct}'),
        ('E6', 'INFO', 'TomcatWebServer', 'Tomcat started on port(s): {port} (http)'),
    ])
    yield make('windows-csv', lambda l, c, m: f"{stamp('{mo}/{d}/{y} {h}:{mi:02d}:{s:02d}')} {R.choice(['AM', 'PM'])},{l},{c},{R.randint(1000, 9000)},{m}", [
        ('E1', 'Information', 'Service Control Manager', 'The Print Spooler service entered the {n} state.'),
        ('E2', 'Warning', 'Disk', 'The IO operation at logical block address {hex} was retried.'),
        ('E3', 'Error', 'Service Control Manager', 'The Backup service terminated unexpectedly. It has done this {n} time(s).'),
        ('E4', 'Information', 'Kernel-General', 'The system time has changed to {n}.'),
        ('E5', 'Warning', 'DNS Client Events', 'Name resolution for the name {host} timed out after none of the configured DNS servers responded.'),
        ('E6', 'Error', 'Application Error', 'Faulting application name: app{n}.exe, version: {ver}'),
    ])
    yield make('level-then-dotted', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} <host0{R.randint(1, 3)}> {l} {c} {m}", [
        ('E1', 'DEBUG', 'cache.redis', 'Hit ratio {pct} over {n} requests'),
        ('E2', 'INFO', 'http.server', 'Served {path} in {ms} ms'),
        ('E3', 'WARN', 'http.server', 'Client {ip} sent an oversized header'),
        ('E4', 'ERROR', 'db.pool', 'Could not check out a connection within {ms} ms'),
        ('E5', 'INFO', 'db.pool', 'Pool resized to {n}'),
        ('E6', 'INFO', 'auth.session', 'Session {hex} opened for {user}'),
    ])

def dev():
    yield make('windows-cbs', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}, {l:<22}{c:<7}{m}", [
        ('E1', 'Info', 'CBS', 'Loaded Servicing Stack v{ver} with Core: C:\\Windows\\winsxs\\cbscore.dll'),
        ('E2', 'Info', 'CBS', 'Session: {n}_{n} initialized by client WindowsUpdateAgent.'),
        ('E3', 'Info', 'CSI', '{hex} Transaction merge completed'),
        ('E4', 'Warning', 'CBS', 'Failed to get next element [HRESULT = {hex}]'),
        ('E5', 'Error', 'CBS', 'Exec: Failed to install package [HRESULT = {hex}]'),
        ('E6', 'Info', 'DPX', 'Started DPX phase: Resume and Download Job'),
        ('E7', 'Info', 'CBS', 'Reboot mark set'),
    ])
    yield make('pipe-android', lambda l, c, m: f"{stamp('{y}{mo:02d}{d:02d}-{h:02d}:{mi:02d}:{s:02d}:{ms:03d}')}|{c}|{30002312 + R.randint(0, 3)}|{m}", [
        ('E1', None, 'Step_LSC', 'onStandStepChanged {n}'),
        ('E2', None, 'Step_LSC', 'onExtend:{n} {n} 0 0'),
        ('E3', None, 'Step_SPUtils', 'getTodayTotalDetailSteps = {n}'),
        ('E4', None, 'Step_StandStepCounter', 'flush sensor data'),
        ('E5', None, 'HiH_HiHealthDataInsertStore', 'saveHealthDetailData() size = {n}'),
        ('E6', None, 'Step_ExtSDM', 'calculateCaloriesWithCache totalCalories={n}'),
    ], levels=False)
    def bgl(l, c, m):
        t = 1117838570 + R.randint(0, 99999)
        node = f"R{R.randint(0, 7):02d}-M{R.randint(0, 1)}-N{R.randint(0, 9)}-C:J{R.randint(2, 17):02d}-U{R.randint(1, 11):02d}"
        tag = '-' if l in ('INFO', 'WARNING') else R.choice(['KERNDTLB', 'APPREAD', '-'])
        return f"{tag} {t} 2005.06.03 {node} 2005-06-03-15.42.{R.randint(10, 59)}.{R.randint(0, 999999):06d} {node} RAS {c} {l} {m}"
    yield make('bgl-ras', bgl, [
        ('E1', 'INFO', 'KERNEL', 'instruction cache parity error corrected'),
        ('E2', 'INFO', 'KERNEL', '{n} double-hummer alignment exceptions'),
        ('E3', 'FATAL', 'KERNEL', 'data TLB error interrupt'),
        ('E4', 'FATAL', 'APP', 'ciod: failed to read message prefix on control stream (CioStream socket to {ip}:{port}'),
        ('E5', 'WARNING', 'MMCS', 'Node card VPD check: missing U{n} node, VPD ecid {hex} in processor card slot J{n}'),
        ('E6', 'SEVERE', 'DISCOVERY', 'Can not get assembly information for node card'),
        ('E7', 'ERROR', 'MONITOR', 'monitor caught java.lang.IllegalStateException: while executing query'),
    ])
    yield make('proxifier', lambda l, c, m: f"[{stamp('{mo:02d}.{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] {c} - {m}", [
        ('E1', None, 'chrome.exe', '{host}:{port} open through proxy proxy.example.org:5070 HTTPS'),
        ('E2', None, 'chrome.exe', '{host}:{port} close, {n} bytes sent, {n} bytes received, lifetime 00:0{n}'),
        ('E3', None, 'outlook.exe', '{host}:{port} error : Could not connect through proxy proxy.example.org:5070 - Proxy server cannot establish a connection with the target, status code {n}'),
        ('E4', None, 'svchost.exe *64', '{host}:{port} open through proxy proxy.example.org:5070 SOCKS5'),
        # the lifetime is a value (`00:03` or `<1 sec`): the same event as E2
        ('E2', None, 'git.exe', '{host}:{port} close, {n} bytes sent, {n} bytes received, lifetime <1 sec'),
    ], levels=False)
    yield make('airflow', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}] {{{c}}} {l} - {m}", [
        ('E1', 'INFO', 'scheduler_job.py:155', 'Starting the scheduler'),
        ('E2', 'INFO', 'dagbag.py:508', 'Filling up the DagBag from {path}'),
        ('E3', 'WARNING', 'taskinstance.py:1482', 'Task is in the up_for_retry state, attempt {n}'),
        ('E4', 'ERROR', 'taskinstance.py:1703', 'Task failed with exception'),
        ('E5', 'INFO', 'local_task_job.py:212', 'Task exited with return code {n}'),
    ])
    yield make('log4j-thread-logger', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{R.choice(['main', 'pool-1-thread-3', 'http-nio-8080-exec-7'])}] {c} - {m}", [
        ('E1', 'INFO', 'Bootstrap', 'Starting service version {ver}'),
        ('E2', 'INFO', 'RequestLogger', 'GET {path} 200 {ms}ms'),
        ('E3', 'WARN', 'RequestLogger', 'Slow request GET {path} took {ms}ms'),
        ('E4', 'ERROR', 'JdbcTemplate', 'Query failed on {host}: deadlock detected'),
        ('E5', 'DEBUG', 'TokenCache', 'Token for {user} refreshed'),
        ('E6', 'INFO', 'Bootstrap', 'Shutdown hook installed'),
    ])
    yield make('mysql8', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}Z')} {R.choice([0, 0, 8, 12])} [{l}] [MY-0{R.randint(10000, 13999)}] [{c}] {m}", [
        ('E1', 'Warning', 'Server', 'CA certificate ca.pem is self signed.'),
        ('E2', 'System', 'Server', '/usr/sbin/mysqld: ready for connections. Version: \'{ver}\'  socket: \'/var/run/mysqld/mysqld.sock\'  port: {port}  MySQL Community Server - GPL.'),
        ('E3', 'System', 'InnoDB', 'InnoDB initialization has ended.'),
        ('E4', 'Note', 'Server', 'Aborted connection {n} to db: \'shop\' user: \'{user}\' host: \'{ip}\' (Got timeout reading communication packets).'),
        ('E5', 'ERROR', 'InnoDB', 'Operating system error number {n} in a file operation.'),
        ('E6', 'Warning', 'Repl', 'Plugin group_replication reported: \'Member with address {host}:{port} has become unreachable.\''),
    ], levels=False)
    yield make('tomcat-catalina', lambda l, c, m: f"{stamp('{d:02d}-{mon}-{y} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l} [{R.choice(['main', 'localhost-startStop-1'])}] {c} {m}", [
        ('E1', 'INFO', 'org.apache.catalina.startup.Catalina.start', 'Server startup in [{ms}] milliseconds'),
        ('E2', 'INFO', 'org.apache.coyote.AbstractProtocol.init', 'Initializing ProtocolHandler ["http-nio-{port}"]'),
        ('E3', 'WARNING', 'org.apache.catalina.loader.WebappClassLoaderBase.clearReferencesThreads', 'The web application [shop] appears to have started a thread named [pool-{n}] but has failed to stop it.'),
        ('E4', 'SEVERE', 'org.apache.catalina.core.StandardContext.startInternal', 'One or more listeners failed to start.'),
        ('E5', 'INFO', 'org.apache.catalina.startup.HostConfig.deployWAR', 'Deploying web application archive [{path}]'),
    ])
    yield make('fixed-width', lambda l, c, m: f"{stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l:<5} {c:<16} {m}", [
        ('E1', 'WARN', 'net.Pool', 'connection reset by peer {ip}'),
        ('E2', 'INFO', 'net.Pool', 'opened {n} connections'),
        ('E3', 'INFO', 'ingest', 'batch {n} written to {path}'),
        ('E4', 'ERROR', 'ingest', 'batch {n} rejected: schema mismatch'),
        ('E5', 'DEBUG', 'gc', 'pause {ms} ms, heap {pct}% used'),
        ('E6', 'INFO', 'http', 'listening on :{port}'),
    ])
    yield make('jenkins', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}+0000')} [id={R.randint(1, 300)}]\t{l}\t{c}: {m}", [
        ('E1', 'INFO', 'hudson.model.Run#execute', 'build-app #{n} main build action completed: SUCCESS'),
        ('E2', 'WARNING', 'hudson.model.Run#execute', 'build-app #{n} main build action completed: FAILURE'),
        ('E3', 'INFO', 'jenkins.InitReactorRunner$1#onAttained', 'Completed initialization'),
        ('E4', 'SEVERE', 'hudson.remoting.Channel#close', 'Failed to close channel agent-{n}'),
        ('E5', 'INFO', 'hudson.slaves.ChannelPinger#install', 'Set up a remote ping for agent-{n}'),
    ])

def more_dev():
    """Second batch (issue 19): common real layouts from their public documentation, written before any output was seen."""
    def syslog5424(l, c, m):
        host = R.choice(['web01.example.com', 'db02.example.com', 'edge-3'])
        return f"<{R.choice([13, 14, 30, 86, 134])}>1 {stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')} {host} {c} {R.randint(100, 9999)} {R.choice(['-', 'ID47', 'audit'])} - {m}"
    yield make('syslog-rfc5424', syslog5424, [
        ('E1', None, 'sshd', 'Accepted publickey for {user} from {ip} port {port} ssh2'),
        ('E2', None, 'sshd', 'Connection closed by {ip} port {port} [preauth]'),
        ('E3', None, 'cron', '({user}) CMD (run-parts /etc/cron.hourly)'),
        ('E4', None, 'systemd', 'Started Session {n} of user {user}.'),
        ('E5', None, 'kernel', 'Out of memory: Killed process {n} (java) total-vm:{n}kB'),
        ('E6', None, 'sudo', '{user} : TTY=pts/0 ; PWD=/home/{user} ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx'),
    ], levels=False)
    yield make('nginx-error', lambda l, c, m: f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{l}] {R.randint(1000, 9999)}#{R.randint(0, 3)}: {m}", [
        ('E1', 'error', '', '*{n} open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: {ip}, server: example.com, request: "GET /favicon.ico HTTP/1.1"'),
        ('E2', 'warn', '', '*{n} an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/{n} while reading upstream'),
        ('E3', 'crit', '', '*{n} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: {ip}'),
        ('E4', 'error', '', '*{n} upstream timed out (110: Connection timed out) while reading response header from upstream, client: {ip}'),
        ('E5', 'notice', '', 'signal process started'),
        ('E6', 'info', '', '*{n} client {ip} closed keepalive connection'),
    ])
    yield make('klog', lambda l, c, m: f"{l}{stamp('{mo:02d}{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {R.randint(1, 99999):>7} {c}] {m}", [
        ('E1', 'I', 'controller.go:176', 'Starting workers for controller deployment'),
        ('E2', 'I', 'reflector.go:255', 'Listing and watching *v1.Pod from pkg/informers/factory.go:{n}'),
        ('E3', 'W', 'reflector.go:424', 'watch of *v1.Endpoints ended with: too old resource version: {n} ({n})'),
        ('E4', 'E', 'kubelet.go:2412', 'Error syncing pod {hex}, skipping: failed to "StartContainer" for "web" with CrashLoopBackOff'),
        ('E5', 'I', 'leaderelection.go:248', 'attempting to acquire leader lease kube-system/kube-scheduler...'),
        ('E6', 'E', 'leaderelection.go:330', 'error retrieving resource lock kube-system/kube-scheduler: context deadline exceeded'),
    ])
    def pg(l, c, m):
        who = R.choice(['', '', 'app@shop ', 'postgres@postgres '])
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} UTC [{R.randint(100, 99999)}] {who}{l}:  {m}"
    yield make('postgresql', pg, [
        ('E1', 'LOG', '', 'checkpoint starting: time'),
        ('E2', 'LOG', '', 'checkpoint complete: wrote {n} buffers ({pct}%); 0 WAL file(s) added, 0 removed, 1 recycled'),
        ('E3', 'ERROR', '', 'duplicate key value violates unique constraint "orders_pkey"'),
        ('E4', 'FATAL', '', 'password authentication failed for user "{user}"'),
        ('E5', 'WARNING', '', 'there is no transaction in progress'),
        ('E6', 'LOG', '', 'connection received: host={ip} port={port}'),
    ])
    yield make('log4j-mdc', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [{R.choice(['http-nio-8080-exec-1', 'scheduling-1', 'main'])}] {l:<5} {c} [req={var('hex')} user={var('user')}] - {m}", [
        ('E1', 'INFO', 'c.e.shop.OrderController', 'Order {n} created'),
        ('E2', 'WARN', 'c.e.shop.PaymentClient', 'Retrying payment {n} after {ms} ms'),
        ('E3', 'ERROR', 'c.e.shop.PaymentClient', 'Payment {n} failed: gateway returned 502'),
        ('E4', 'DEBUG', 'o.h.SQL', 'select o.id, o.total from orders o where o.id=?'),
        ('E5', 'INFO', 'c.e.shop.CartService', 'Cart {hex} merged into order {n}'),
    ])
    yield make('quoted-csv', lambda l, c, m: '"' + stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}') + f'","{l}","{c}","' + m.replace('"', '""') + '"', [
        ('E1', 'Information', 'Application Host', 'Worker process {n} started, pool "DefaultAppPool"'),
        ('E2', 'Warning', 'Application Host', 'Worker process {n} took {ms} ms to respond, recycling'),
        ('E3', 'Error', 'Backup Agent', 'Backup of {path} failed, disk full'),
        ('E4', 'Information', 'Backup Agent', 'Backup of {path} completed, {n} files'),
        ('E5', 'Error', 'Scheduler', 'Task "nightly-report" did not run: account {user} locked'),
    ])

def more_heldout():
    """Held-out part of the second batch: written with the dev part, before any output was seen; never tuned on."""
    yield make('apache24-error', lambda l, c, m: f"[{R.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} {stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d} {y}')}] [{c}:{l}] [pid {R.randint(1000, 30000)}:tid {R.randint(100000, 999999)}] {m}", [
        ('E1', 'error', 'core', 'AH00126: Invalid URI in request GET /..%2f..%2fetc/passwd HTTP/1.1'),
        ('E2', 'notice', 'mpm_event', 'AH00489: Apache/{ver} (Unix) configured -- resuming normal operations'),
        ('E3', 'warn', 'proxy', 'AH01144: No protocol handler was valid for the URL /app/{n}'),
        ('E4', 'error', 'proxy_http', 'AH01102: error reading status line from remote server {host}:{port}'),
        ('E5', 'info', 'ssl', 'AH01914: Configuring server {host}:{port} for SSL protocol'),
    ])
    yield make('haproxy-syslog', lambda l, c, m: f"{stamp('{mon} {d:>2} {h:02d}:{mi:02d}:{s:02d}')} lb{R.randint(1, 2)} {c}[{R.randint(1000, 9999)}]: {m}", [
        ('E1', None, 'haproxy', '{ip}:{port} [11/Oct/2023:22:14:15.003] http-in web/web{n} 0/0/1/{ms}/{ms} 200 {n} - - ---- 1/1/0/0/0 0/0 "GET /index.html HTTP/1.1"'),
        ('E2', None, 'haproxy', 'Server web/web{n} is DOWN, reason: Layer4 timeout, check duration: {ms}ms. 1 active and 0 backup servers left.'),
        ('E3', None, 'haproxy', 'Server web/web{n} is UP, reason: Layer7 check passed, code: 200, check duration: {ms}ms.'),
        ('E4', None, 'haproxy', 'Proxy http-in started.'),
    ], levels=False)
    yield make('python-basic', lambda l, c, m: f"{l}:{c}:{m}", [
        ('E1', 'WARNING', 'root', 'disk usage at {pct}%'),
        ('E2', 'INFO', 'app.db', 'migrated {n} rows'),
        ('E3', 'ERROR', 'app.api', 'request {hex} failed: timeout after {ms} ms'),
        ('E4', 'DEBUG', 'urllib3.connectionpool', 'Starting new HTTPS connection (1): {host}:{port}'),
        ('E5', 'CRITICAL', 'app', 'cannot open {path}'),
    ])

def heldout3():
    """Third batch (issue 19, part 1): held out. Eight real layouts not in dev/ or heldout/, written from their public
    documentation (Ruby's Logger, JDK unified logging, Cassandra's logback pattern, Kafka's log4j pattern, Celery's
    worker format, loguru's default format, Envoy's default format, PostgreSQL with its own log_line_prefix), labelled
    by hand and committed before the model was run on them. Never tuned on: only its totals are looked at."""
    def rails(l, c, m):
        return f"{l[0]}, [{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}')} #{R.randint(1000, 40000)}] {l:>5} -- {c}: {m}"
    yield make('ruby-logger', rails, [
        ('E1', 'INFO', '', 'Started GET "/orders/{n}" for {ip} at 2023-05-01 12:00:00 +0000'),
        ('E2', 'INFO', '', 'Completed 200 OK in {ms}ms (Views: {ms}.0ms | ActiveRecord: {ms}.1ms)'),
        ('E3', 'WARN', 'Sidekiq', 'Job OrderMailerJob retry {n} of 25 in {n} seconds'),
        ('E4', 'ERROR', 'Sidekiq', 'Job ReportJob failed: Net::ReadTimeout with #<TCPSocket:(closed)>'),
        ('E5', 'DEBUG', 'ActiveRecord', 'Order Load ({ms}.2ms)  SELECT orders.* FROM orders WHERE orders.id = {n}'),
        ('E6', 'FATAL', '', 'ActionController::RoutingError (No route matches [GET] "/wp-login.php"):'),
    ])
    def jdkgc(l, c, m):
        up = '%d.%03ds' % (R.randint(0, 90000), R.randint(0, 999))
        return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}+0000')}][{up}][{l}][{c:<12}] {m}"
    yield make('jdk-unified-gc', jdkgc, [
        ('E1', 'info', 'gc,start', 'GC({n}) Pause Young (Normal) (G1 Evacuation Pause)'),
        ('E2', 'info', 'gc', 'GC({n}) Pause Young (Normal) (G1 Evacuation Pause) {n}M->{n}M({n}M) {ms}.512ms'),
        ('E3', 'info', 'gc,heap', 'GC({n}) Eden regions: {n}->0({n})'),
        ('E4', 'info', 'gc,cpu', 'GC({n}) User=0.0{n}s Sys=0.00s Real=0.0{n}s'),
        ('E5', 'warning', 'gc,alloc', 'GC({n}) To-space exhausted'),
        ('E6', 'debug', 'gc,ergo', 'Attempting maximally compacting collection'),
    ])
    def cassandra(l, c, m):
        return f"{l:<5} [{R.choice(['main', 'CompactionExecutor:3', 'GossipStage:1', 'MemtableFlushWriter:2'])}] {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {c} - {m}"
    yield make('cassandra', cassandra, [
        ('E1', 'INFO', 'StorageService.java:2510', 'Node /{ip} state jump to NORMAL'),
        ('E2', 'INFO', 'CompactionTask.java:241', 'Compacted (aa{hex}) 4 sstables to [{path}] to level=0. {n}KiB to {n}KiB'),
        ('E3', 'WARN', 'NoSpamLogger.java:95', 'Out of {n} commit log syncs over the past {ms}.00s with average duration of {ms}.10ms, 1 have exceeded the configured commit interval'),
        ('E4', 'ERROR', 'CassandraDaemon.java:581', 'Exception in thread Thread[ReadStage-{n},5,main]'),
        ('E5', 'INFO', 'Gossiper.java:1120', 'InetAddress /{ip} is now DOWN'),
        ('E6', 'DEBUG', 'ColumnFamilyStore.java:918', 'Enqueuing flush of orders: {n}KiB ({n}%) on-heap'),
    ])
    def kafka(l, c, m):
        return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}] {l} {m} ({c})"
    yield make('kafka-server', kafka, [
        ('E1', 'INFO', 'kafka.server.KafkaServer', '[KafkaServer id={n}] started'),
        ('E2', 'INFO', 'kafka.log.LogCleaner', 'Cleaner 0: Beginning cleaning of log orders-{n}'),
        ('E3', 'WARN', 'kafka.server.ReplicaFetcherThread', '[ReplicaFetcher replicaId={n}, leaderId={n}, fetcherId=0] Error in response for fetch request'),
        ('E4', 'ERROR', 'kafka.server.ReplicaManager', '[ReplicaManager broker={n}] Error processing append operation on partition orders-{n}'),
        ('E5', 'INFO', 'kafka.coordinator.group.GroupCoordinator', '[GroupCoordinator {n}]: Preparing to rebalance group billing in state PreparingRebalance'),
        ('E6', 'DEBUG', 'org.apache.kafka.clients.NetworkClient', 'Node {n} disconnected.'),
    ])
    def celery(l, c, m):
        return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}: {l}/{c}] {m}"
    yield make('celery-worker', celery, [
        ('E1', 'INFO', 'MainProcess', 'Connected to amqp://guest:**@{ip}:5672//'),
        ('E2', 'INFO', 'MainProcess', 'Task tasks.send_invoice[{hex}-{hex}] received'),
        ('E3', 'INFO', 'ForkPoolWorker-2', 'Task tasks.send_invoice[{hex}-{hex}] succeeded in 0.{n}s: None'),
        ('E4', 'ERROR', 'ForkPoolWorker-1', 'Task tasks.sync_stock[{hex}-{hex}] raised unexpected: ConnectionError()'),
        ('E5', 'WARNING', 'MainProcess', 'consumer: Connection to broker lost. Trying to re-establish the connection...'),
        ('E6', 'DEBUG', 'MainProcess', 'basic.qos: prefetch_count->{n}'),
    ])
    def loguru(l, c, m):
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} | {l:<8} | {c} - {m}"
    yield make('loguru', loguru, [
        ('E1', 'INFO', 'app.api:handle_request:88', 'Served {path} in {ms} ms'),
        ('E2', 'WARNING', 'app.api:handle_request:95', 'Slow request to {path}: {ms} ms'),
        ('E3', 'ERROR', 'app.db:connect:41', 'Could not connect to {host}:{port}, retrying'),
        ('E4', 'DEBUG', 'app.cache:get:23', 'Cache miss for key user:{n}'),
        ('E5', 'INFO', '__main__:main:12', 'Worker started with pid {n}'),
        ('E6', 'CRITICAL', '__main__:main:30', 'Configuration file {path} is unreadable'),
    ])
    def envoy(l, c, m):
        src, msg = m.split(' ', 1)
        return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}][{R.randint(1, 40)}][{l}][{c}] {src} {msg}"
    envoy_events = [
        ('E1', 'info', 'upstream', '[source/common/upstream/cluster_manager_impl.cc:225] cm init: all clusters initialized'),
        ('E2', 'info', 'main', '[source/server/server.cc:{n}] starting main dispatch loop'),
        ('E3', 'warning', 'config', '[source/common/config/grpc_stream.h:201] StreamAggregatedResources gRPC config stream closed: 14, upstream connect error'),
        ('E4', 'error', 'connection', '[source/common/network/connection_impl.cc:{n}] [C{n}] remote address:{ip}:{port},TLS error: 268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED'),
        ('E5', 'debug', 'http', '[source/common/http/conn_manager_impl.cc:{n}] [C{n}][S{n}] request end stream'),
        ('E6', 'critical', 'main', '[source/server/server.cc:{n}] error initializing configuration: unable to read file: {path}'),
    ]
    name, rows = make('envoy', envoy, envoy_events)
    for r in rows:  # the source location `[file:line]` is header (%g:%#): the message is what follows it
        r['message'] = r['message'].split(' ', 1)[1]
    yield name, rows
    def pg(l, c, m):
        remote = R.choice(['', '', f"{var('ip')}({R.randint(30000, 60000)})", '[local]'])
        who = '' if remote == '' else R.choice(['app@shop', 'postgres@postgres', 'report@shop'])
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} UTC:{remote}:{who}:[{R.randint(100, 99999)}]: {l}:  {m}"
    yield make('postgresql-prefix', pg, [
        ('E1', 'LOG', '', 'automatic vacuum of table "shop.public.orders": index scans: {n}'),
        ('E2', 'LOG', '', 'disconnection: session time: 0:00:0{n}.{n} user={user} database=shop host={ip} port={port}'),
        ('E3', 'ERROR', '', 'relation "order_items_{n}" does not exist at character {n}'),
        ('E4', 'FATAL', '', 'role "{user}" does not exist'),
        ('E5', 'WARNING', '', 'skipping "pg_authid" --- only superuser can vacuum it'),
        ('E6', 'LOG', '', 'duration: {ms}.{n} ms  statement: SELECT count(*) FROM orders'),
    ])

def heldout4():
    """Fourth batch: held out, written after the issue-19 inference was built, so that its figure is of formats the
    rules' author had not thought of while writing them (heldout3 was written by the same hand before the code).
    HashiCorp's hclog, Elixir's Logger, Squid's cache.log, Solr, Spring Boot's default console pattern, RabbitMQ 3.9+,
    Serilog's file sink and .NET's console logger on one line — from their public documentation."""
    def hclog(l, c, m):
        return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')} [{l}]{' ' * (6 - len(l))}{c}: {m}"
    yield make('hclog', hclog, [
        ('E1', 'INFO', 'agent.server.raft', 'entering follower state: follower="Node at {ip}:8300 [Follower]" leader-address= leader-id='),
        ('E2', 'INFO', 'agent', 'Synced node info'),
        ('E3', 'WARN', 'agent.server.memberlist.lan', 'memberlist: Was able to connect to node-{n} but other probes failed, network may be misconfigured'),
        ('E4', 'ERROR', 'agent.anti_entropy', 'failed to sync remote state: error="No cluster leader"'),
        ('E5', 'DEBUG', 'agent.http', 'Request finished: method=GET url=/v1/health/service/web from={ip}:{port} latency={ms}.1us'),
        ('E6', 'INFO', 'nomad.raft', 'snapshot complete up to: index={n}'),
    ])
    yield make('elixir-logger', lambda l, c, m: f"{stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l}] {m}", [
        ('E1', 'info', '', 'Running ShopWeb.Endpoint with cowboy 2.9.0 at 0.0.0.0:{port} (http)'),
        ('E2', 'info', '', 'GET /orders/{n}'),
        ('E3', 'info', '', 'Sent 200 in {ms}ms'),
        ('E4', 'error', '', 'GenServer Shop.Cart terminating ** (KeyError) key :id not found'),
        ('E5', 'warning', '', 'Retrying payment {n} in {ms} ms'),
        ('E6', 'debug', '', 'QUERY OK source="orders" db={ms}.1ms idle={ms}.0ms'),
    ])
    yield make('squid-cache', lambda l, c, m: f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')} {c}| {m}", [
        ('E1', None, 'kid1', 'Starting Squid Cache version 5.7 for x86_64-pc-linux-gnu...'),
        ('E2', None, 'kid1', 'Accepting HTTP Socket connections at conn{n} local=[::]:3128 remote=[::] FD {n} flags=9'),
        ('E3', None, 'kid1', 'WARNING: Forwarding loop detected for:'),
        ('E4', None, 'kid2', 'ERROR: Could not open {path}: (2) No such file or directory'),
        ('E5', None, 'kid1', 'Store rebuilding is {pct}% complete'),
        ('E6', None, 'kid2', 'Finished loading MIME types and icons.'),
    ], levels=False)
    def solr(l, c, m):
        core = R.choice(['[c:films s:shard1 r:core_node2 x:films_shard1_replica_n1]', '[   ]'])
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l:<5} ({R.choice(['main', 'qtp1234567-45', 'commitScheduler-9-thread-1'])}) {core} {c} {m}"
    yield make('solr', solr, [
        ('E1', 'INFO', 'o.a.s.c.S.Request', '[films_shard1_replica_n1]  webapp=/solr path=/select params={q=*:*&wt=json} hits={n} status=0 QTime={n}'),
        ('E2', 'INFO', 'o.e.j.s.Server', 'Started @{ms}ms'),
        ('E3', 'WARN', 'o.a.s.c.SolrCore', '[films_shard1_replica_n1] PERFORMANCE WARNING: Overlapping onDeckSearchers=2'),
        ('E4', 'ERROR', 'o.a.s.h.RequestHandlerBase', 'org.apache.solr.common.SolrException: undefined field price_{n}'),
        ('E5', 'INFO', 'o.a.s.u.DirectUpdateHandler2', 'start commit{,optimize=false,openSearcher=true,waitSearcher=true,expungeDeletes=false}'),
        ('E6', 'INFO', 'o.a.s.s.SolrIndexSearcher', 'Opening [Searcher@{hex}[films_shard1_replica_n1] main]'),
    ])
    def spring(l, c, m):
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {l:>5} {R.randint(1000, 9999)} --- [{R.choice(['main', 'nio-8080-exec-1', 'scheduling-1', 'task-3']):>15}] {c:<40} : {m}"
    yield make('spring-boot', spring, [
        ('E1', 'INFO', 'o.s.b.w.embedded.tomcat.TomcatWebServer', 'Tomcat started on port(s): {port} (http) with context path \'\''),
        ('E2', 'INFO', 'com.example.shop.ShopApplication', 'Started ShopApplication in {ms}.52 seconds (JVM running for {ms}.1)'),
        ('E3', 'WARN', 'o.h.engine.jdbc.spi.SqlExceptionHelper', 'SQL Error: 0, SQLState: 08001'),
        ('E4', 'ERROR', 'o.a.c.c.C.[.[.[/].[dispatcherServlet]', 'Servlet.service() for servlet [dispatcherServlet] threw exception'),
        ('E5', 'DEBUG', 'c.e.shop.web.OrderController', 'Fetching order {n} for {user}'),
        ('E6', 'INFO', 'o.s.web.servlet.DispatcherServlet', 'Completed initialization in {ms} ms'),
    ])
    def rabbit(l, c, m):
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}+00:00')} [{l}] <0.{R.randint(100, 9999)}.0> {m}"
    yield make('rabbitmq', rabbit, [
        ('E1', 'info', '', 'accepting AMQP connection <0.{n}.0> ({ip}:{port} -> {ip}:5672)'),
        ('E2', 'info', '', 'connection <0.{n}.0> ({ip}:{port} -> {ip}:5672): user \'{user}\' authenticated and granted access to vhost \'/\''),
        ('E3', 'warning', '', 'closing AMQP connection <0.{n}.0> ({ip}:{port} -> {ip}:5672, vhost: \'/\', user: \'{user}\'): client unexpectedly closed TCP connection'),
        ('E4', 'error', '', 'Error on AMQP connection <0.{n}.0> ({ip}:{port} -> {ip}:5672, state: starting): PLAIN login refused: user \'{user}\' - invalid credentials'),
        ('E5', 'notice', '', 'queue \'orders\' in vhost \'/\': leader saw pre_vote_rpc for unknown term {n}'),
        ('E6', 'debug', '', 'Free disk space is sufficient, {n} bytes available'),
    ])
    yield make('serilog-file', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} +00:00 [{l}] {m}", [
        ('E1', 'INF', '', 'Now listening on: http://[::]:{port}'),
        ('E2', 'INF', '', 'HTTP GET /api/orders/{n} responded 200 in {ms}.1234 ms'),
        ('E3', 'WRN', '', 'Failed to determine the https port for redirect.'),
        ('E4', 'ERR', '', 'HTTP POST /api/payments responded 500 in {ms}.0012 ms'),
        ('E5', 'DBG', '', 'Hosting starting'),
        ('E6', 'FTL', '', 'Host terminated unexpectedly'),
    ])
    yield make('dotnet-console', lambda l, c, m: f"{l}: {c}[{R.choice([0, 1, 3, 13, 14])}] {m}", [
        ('E1', 'info', 'Microsoft.Hosting.Lifetime', 'Now listening on: http://localhost:{port}'),
        ('E2', 'info', 'Microsoft.Hosting.Lifetime', 'Application started. Press Ctrl+C to shut down.'),
        ('E3', 'warn', 'Microsoft.AspNetCore.HttpsPolicy.HttpsRedirectionMiddleware', 'Failed to determine the https port for redirect.'),
        ('E4', 'fail', 'Microsoft.AspNetCore.Server.Kestrel', 'Connection id "0HM{n}", Request id "0HM{n}:00000002": An unhandled exception was thrown by the application.'),
        ('E5', 'dbug', 'Shop.Api.OrdersController', 'Loading order {n}'),
        ('E6', 'crit', 'Shop.Api.Program', 'Host terminated unexpectedly'),
    ])

def heldout5():
    """Fifth batch: blind, held out. Eight real layouts not in dev/, heldout/, heldout3/ or heldout4/ (nor among the
    Loghub systems of ../shared/eval), written from their public documentation with messages of our own, labelled by
    hand and committed before the model was run on them once. Never tuned on. Labelling choices:
    - MongoDB <= 4.2 text log (`ts S  COMPONENT [context] msg`): level from the severity letter, component the
      padded component name, the `[context]` (thread/connection) is header, the message what follows it.
    - Redis server log (`pid:role dd Mon yyyy hh:mm:ss.mmm S msg`): the level is the symbol (`*` notice, `#` warning,
      per redis.conf's loglevel); no component (pid and role are header).
    - Go's standard `log` with LstdFlags|Lmicroseconds|Lshortfile: no level; the component is `file.go:line`.
    - dockerd's logrus text output (logfmt): level from `level=`, the message is `msg`'s value alone, the component
      is `module=` where the line has one (trailing key=value fields are not message).
    - Cisco IOS buffered log (`seq: Mon dd hh:mm:ss.mmm UTC: %FAC-SEV-MNEMONIC: msg`): the level is the numeric
      severity read as its syslog name, the component the facility, the mnemonic header.
    - Gunicorn's error log (`[ts +0000] [pid] [LEVEL] msg`): no component.
    - supervisord's own log (`ts,ms LEVL msg`, levels CRIT ERRO WARN INFO DEBG): no component, even where the
      message starts `spawned:` or `exited:`.
    - Elasticsearch 7's plain-text log (`[ts][LEVEL][logger padded] [node] msg`): component the abbreviated logger,
      the node name header."""
    def mongo(l, c, m):
        ctx = {'NETWORK': ['listener', 'conn%d' % R.randint(1, 900)], 'COMMAND': ['conn%d' % R.randint(1, 900)], 'ACCESS': ['conn%d' % R.randint(1, 900)],
               'CONTROL': ['initandlisten', 'main'], 'STORAGE': ['WTCheckpointThread', 'initandlisten'], 'REPL': ['replexec-%d' % R.randint(0, 9), 'rsSync-0']}[c]
        return f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}+0000')} {l:<2} {c:<8} [{R.choice(ctx)}] {m}"
    yield make('mongodb-text', mongo, [
        ('E1', 'I', 'NETWORK', 'connection accepted from {ip}:{port} #{n} ({n} connections now open)'),
        ('E2', 'I', 'NETWORK', 'end connection {ip}:{port} ({n} connections now open)'),
        ('E3', 'I', 'COMMAND', 'command shop.orders command: find { find: "orders", filter: { status: "open" } } planSummary: COLLSCAN docsExamined:{n} nreturned:{n} reslen:{n} {ms}ms'),
        ('E4', 'I', 'ACCESS', 'Successfully authenticated as principal {user} on admin from client {ip}:{port}'),
        ('E5', 'W', 'CONTROL', '** WARNING: Access control is not enabled for the database.'),
        ('E6', 'E', 'STORAGE', 'WiredTiger error (28) [{n}:{n}], file:WiredTiger.wt, WT_SESSION.checkpoint: No space left on device'),
        ('E7', 'I', 'REPL', 'Member {host}:27017 is now in state SECONDARY'),
        ('E8', 'W', 'NETWORK', 'Failed to connect to {ip}:27017 after {ms} ms, giving up.'),
    ])
    def redis(l, c, m):
        role = 'C' if m.startswith(('DB saved', 'Fork CoW')) else R.choice(['M', 'M', 'S'])
        return f"{R.randint(1, 9999)}:{role} {stamp('{d:02d} {mon} {y} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {'*' if l == 'notice' else '#'} {m}"
    yield make('redis-server', redis, [
        ('E1', 'notice', '', 'Ready to accept connections tcp'),
        ('E2', 'notice', '', 'DB loaded from disk: 0.{n} seconds'),
        ('E3', 'notice', '', '{n} changes in 60 seconds. Saving...'),
        ('E4', 'notice', '', 'Background saving started by pid {n}'),
        ('E5', 'notice', '', 'DB saved on disk'),
        ('E6', 'notice', '', 'Background saving terminated with success'),
        ('E7', 'warning', '', 'WARNING Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition.'),
        ('E8', 'warning', '', 'Redis version={ver}, bits=64, commit=00000000, modified=0, pid={n}, just started'),
        ('E9', 'notice', '', 'Connecting to MASTER {ip}:6379'),
    ])
    yield make('go-stdlog', lambda l, c, m: f"{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {c}: {m}", [
        ('E1', None, 'main.go:41', 'starting api version {ver}'),
        ('E2', None, 'main.go:57', 'listening on :{port}'),
        ('E3', None, 'server.go:3195', 'http: TLS handshake error from {ip}:{port}: EOF'),
        ('E4', None, 'server.go:3195', 'http: TLS handshake error from {ip}:{port}: remote error: tls: bad certificate'),
        ('E5', None, 'worker.go:112', 'job {n} finished in {ms}ms'),
        ('E6', None, 'worker.go:98', 'job {n} failed: context deadline exceeded'),
        ('E7', None, 'db.go:27', 'could not ping {host}: dial tcp {ip}:{port}: connect: connection refused'),
    ], levels=False)
    def docker(l, c, m):
        ts = stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.') + '%09dZ' % R.randint(0, 999999999)
        tail = ''
        if c == 'libcontainerd':
            tail = f' container={var("hex")}{var("hex")} module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"'
        elif c == 'grpc':
            tail = ' module=grpc'
        return f'time="{ts}" level={l} msg="{m}"{tail}'
    yield make('docker-logfmt', docker, [
        ('E1', 'info', '', 'Starting up'),
        ('E2', 'info', '', 'Loading containers: start.'),
        ('E3', 'info', '', 'Loading containers: done.'),
        ('E4', 'info', '', 'API listen on /var/run/docker.sock'),
        ('E5', 'warning', '', 'Your kernel does not support cgroup blkio weight_device'),
        ('E6', 'error', '', 'Handler for POST /v1.43/containers/create returned error: No such image: shop/api:{ver}'),
        ('E7', 'info', 'libcontainerd', 'ignoring event'),
        ('E8', 'info', 'grpc', 'ccResolverWrapper: sending update to cc: {[{unix:///run/containerd/containerd.sock  <nil> 0 <nil>}] <nil> <nil>}'),
        ('E9', 'warning', '', 'Error getting v2 registry: Get https://{host}/v2/: dial tcp {ip}:443: i/o timeout'),
    ])
    mnemonic = {'Interface ': 'UPDOWN', 'Line protocol': 'UPDOWN', 'Configured': 'CONFIG_I', 'Login Success': 'LOGIN_SUCCESS',
                'Process 1': 'ADJCHG', 'Memory allocation': 'MALLOCFAIL', 'Host ': 'MACFLAP_NOTIF', 'Duplicate address': 'DUPADDR'}
    def cisco(l, c, m):
        sev = {'critical': 2, 'error': 3, 'warning': 4, 'notice': 5, 'info': 6}[l]
        mn = next(v for k, v in mnemonic.items() if m.startswith(k))
        return f"{R.randint(1, 999999):06d}: {stamp('{mon} {d:>2} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} UTC: %{c}-{sev}-{mn}: {m}"
    yield make('cisco-ios', cisco, [
        ('E1', 'error', 'LINK', 'Interface GigabitEthernet0/{n}, changed state to down'),
        ('E2', 'error', 'LINK', 'Interface GigabitEthernet0/{n}, changed state to up'),
        ('E3', 'notice', 'LINEPROTO', 'Line protocol on Interface GigabitEthernet0/{n}, changed state to up'),
        ('E4', 'notice', 'SYS', 'Configured from console by {user} on vty0 ({ip})'),
        ('E5', 'notice', 'SEC_LOGIN', 'Login Success [user: {user}] [Source: {ip}] [localport: 22] at 02:43:58 UTC Wed Nov 25 2026'),
        ('E6', 'notice', 'OSPF', 'Process 1, Nbr {ip} on GigabitEthernet0/{n} from LOADING to FULL, Loading Done'),
        ('E7', 'critical', 'SYS', 'Memory allocation of {n} bytes failed from 0x{hex}, alignment 0'),
        ('E8', 'warning', 'SW_MATM', 'Host {mac} in vlan {n} is flapping between port Gi0/1 and port Gi0/2'),
        ('E9', 'warning', 'IP', 'Duplicate address {ip} on Vlan{n}, sourced by {mac}'),
    ])
    yield make('gunicorn', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} +0000] [{R.randint(7, 40000)}] [{l}] {m}", [
        ('E1', 'INFO', '', 'Starting gunicorn {ver}'),
        ('E2', 'INFO', '', 'Listening at: http://0.0.0.0:{port} ({n})'),
        ('E3', 'INFO', '', 'Using worker: sync'),
        ('E4', 'INFO', '', 'Booting worker with pid: {n}'),
        ('E5', 'INFO', '', 'Handling signal: term'),
        ('E6', 'INFO', '', 'Worker exiting (pid: {n})'),
        ('E7', 'CRITICAL', '', 'WORKER TIMEOUT (pid:{n})'),
        ('E8', 'ERROR', '', 'Exception in worker process'),
        ('E9', 'WARNING', '', 'Worker with pid {n} was terminated due to signal 9'),
        ('E10', 'DEBUG', '', 'Closing connection.'),
    ])
    yield make('supervisord', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l} {m}", [
        ('E1', 'INFO', '', "spawned: 'web' with pid {n}"),
        ('E2', 'INFO', '', 'success: web entered RUNNING state, process has stayed up for > than 1 seconds (startsecs)'),
        ('E3', 'INFO', '', 'exited: worker_{n} (exit status 1; not expected)'),
        ('E4', 'INFO', '', 'gave up: worker_{n} entered FATAL state, too many start retries too quickly'),
        ('E5', 'CRIT', '', 'Supervisor is running as root.  Privileges were not dropped because no user is specified in the config file.'),
        ('E6', 'WARN', '', 'received SIGTERM indicating exit request'),
        ('E7', 'ERRO', '', 'pool queue-events event buffer overflowed, discarding event {n}'),
        ('E8', 'DEBG', '', "'web' stdout output:"),
        ('E9', 'INFO', '', 'RPC interface \'supervisor\' initialized'),
    ])
    def es(l, c, m):
        return f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d},{ms:03d}')}][{l:<5}][{c:<25}] [{R.choice(['es-master-0', 'es-data-1', 'node-1'])}] {m}"
    yield make('elasticsearch', es, [
        ('E1', 'INFO', 'o.e.n.Node', 'started'),
        ('E2', 'INFO', 'o.e.t.TransportService', 'publish_address {{ip}:9300}, bound_addresses {[::]:9300}'),
        ('E3', 'WARN', 'o.e.m.j.JvmGcMonitorService', '[gc][{n}] overhead, spent [{ms}ms] collecting in the last [1s]'),
        ('E4', 'WARN', 'o.e.c.r.a.DiskThresholdMonitor', 'high disk watermark [90%] exceeded on [{hex}][node-1][/var/lib/elasticsearch/nodes/0] free: {pct}gb[{pct}%], shards will be relocated away from this node'),
        ('E5', 'INFO', 'o.e.c.m.MetadataCreateIndexService', '[orders-{n}] creating index, cause [api], templates [], shards [1]/[1]'),
        ('E6', 'ERROR', 'o.e.b.ElasticsearchUncaughtExceptionHandler', 'uncaught exception in thread [main]'),
        ('E7', 'DEBUG', 'o.e.a.s.TransportSearchAction', '[orders-{n}][0], node[{hex}], [P], s[STARTED]: Failed to execute [SearchRequest{searchType=QUERY_THEN_FETCH, indices=[orders-{n}]}]'),
        ('E8', 'INFO', 'o.e.c.s.ClusterApplierService', 'master node changed {previous [], current [{es-master-0}{{hex}}{{ip}:9300}]}'),
    ])

def dev7():
    """Issue 19, second round of dev formats (written before the model ran on them)."""
    yield make('django-verbose', lambda l, c, m: f"{l} {stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {c} {R.randint(1000, 40000)} {R.randint(139000000000000, 140999999999999)} {m}", [
        ('E1', 'INFO', 'views', 'Order {n} created by {user}'),
        ('E2', 'WARNING', 'log', 'Not Found: /api/items/{n}/'),
        ('E3', 'ERROR', 'log', 'Internal Server Error: /api/checkout/'),
        ('E4', 'DEBUG', 'utils', '({ms}.000) SELECT "auth_user"."id" FROM "auth_user" WHERE "auth_user"."id" = {n}; args=({n},)'),
        ('E5', 'INFO', 'tasks', 'Sent {n} reminder emails'),
        ('E6', 'WARNING', 'middleware', 'Forbidden (CSRF token missing.): /accounts/login/'),
        ('E7', 'CRITICAL', 'models', 'Payment provider unreachable after {n} attempts'),
    ])
    yield make('pino-pretty', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d} +0000')}] {l} ({c}/{R.randint(10, 30000)} on {R.choice(['web-1', 'web-2', 'ip-10-0-3-17'])}): {m}", [
        ('E1', 'INFO', 'api', 'Server listening at http://{ip}:{port}'),
        ('E2', 'INFO', 'api', 'incoming request GET /orders/{n}'),
        ('E3', 'INFO', 'api', 'request completed in {ms}ms'),
        ('E4', 'WARN', 'queue', 'job {n} is stalled, retrying'),
        ('E5', 'ERROR', 'queue', 'job {n} failed: ECONNREFUSED {ip}:6379'),
        ('E6', 'DEBUG', 'db', 'query took {ms}ms'),
        ('E7', 'FATAL', 'api', 'uncaught exception, shutting down'),
    ])
    yield make('windows-evt-csv', lambda l, c, m: f"{l},{stamp('{mo}/{d}/{y}')} {R.randint(1, 12)}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d} {R.choice(['AM', 'PM'])},{c},{R.choice(['7036', '7040', '4624', '1014', '10016', '6013'])},{R.choice(['None', '(1)', 'Logon'])},{m}", [
        ('E1', 'Information', 'Service Control Manager', 'The Windows Update service entered the running state.'),
        ('E2', 'Information', 'Service Control Manager', 'The start type of the Background Intelligent Transfer Service service was changed from demand start to auto start.'),
        ('E3', 'Information', 'Microsoft-Windows-Security-Auditing', 'An account was successfully logged on.'),
        ('E4', 'Warning', 'Microsoft-Windows-DNS-Client', 'Name resolution for the name {host} timed out after none of the configured DNS servers responded.'),
        ('E5', 'Error', 'Microsoft-Windows-DistributedCOM', 'The server {hex} did not register with DCOM within the required timeout.'),
        ('E6', 'Information', 'EventLog', 'The system uptime is {n} seconds.'),
        ('E7', 'Critical', 'Microsoft-Windows-Kernel-Power', 'The system has rebooted without cleanly shutting down first.'),
    ])
    yield make('clickhouse', lambda l, c, m: f"{stamp('{y}.{mo:02d}.{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} [ {R.randint(1, 999)} ] {{{R.choice(['', '', var('hex') + '-' + var('hex')])}}} <{l}> {c}: {m}", [
        ('E1', 'Information', 'Application', 'Ready for connections.'),
        ('E2', 'Debug', 'executeQuery', '(from {ip}:{port}) SELECT count() FROM orders WHERE id = {n}'),
        ('E3', 'Information', 'executeQuery', 'Read {n} rows, {n} KiB in {pct} sec.'),
        ('E4', 'Trace', 'MergeTreeBackgroundExecutor', 'Merged {n} parts: from 202305_{n}_{n}_1 to 202305_{n}_{n}_1'),
        ('E5', 'Warning', 'Application', 'Listen [::]:{port} failed: Address already in use'),
        ('E6', 'Error', 'TCPHandler', 'Code: 60. DB::Exception: Table default.orders_{n} does not exist.'),
        ('E7', 'Debug', 'default.orders (SelectExecutor)', 'Selected {n}/{n} parts by partition key, {n} parts by primary key'),
    ])
    yield make('asterisk', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] {l}[{R.randint(1000, 30000)}]{R.choice(['', '[C-%08x]' % R.randint(1, 300)])} {c}: {m}", [
        ('E1', 'NOTICE', 'chan_sip.c', "Registration from '<sip:{n}@{ip}>' failed for '{ip}:5060' - Wrong password"),
        ('E2', 'WARNING', 'res_pjsip/pjsip_distributor.c', "Request 'REGISTER' from '<sip:{n}@{ip}>' failed for '{ip}:5060' (callid: {hex}) - No matching endpoint found"),
        ('E3', 'ERROR', 'res_rtp_asterisk.c', 'Unable to find a free RTP port in range 10000-20000'),
        ('E4', 'DEBUG', 'pbx.c', 'Launching app Dial with args PJSIP/{n}'),
        ('E5', 'NOTICE', 'manager.c', "{ip} tried to authenticate with nonexistent user '{user}'"),
        ('E6', 'WARNING', 'chan_pjsip.c', 'Channel PJSIP/{n}-{hex} has no media'),
    ])
    yield make('icinga2', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d} +0000')}] {l}/{c}: {m}", [
        ('E1', 'information', 'ConfigItem', 'Committing config item(s).'),
        ('E2', 'information', 'ApiListener', "New client connection for identity '{host}' from [{ip}]:{port}"),
        ('E3', 'warning', 'ApiListener', "Certificate for endpoint '{host}' expires in {n} days"),
        ('E4', 'critical', 'IdoMysqlConnection', "Connection to database 'icinga' with user '{user}' on '{host}:3306' failed: Can't connect to MySQL server"),
        ('E5', 'notice', 'CheckerComponent', 'Pending checkables: {n}; Idle checkables: {n}; Checks/s: {pct}'),
        ('E6', 'debug', 'WorkQueue', '#{n} (ApiListener, RelayQueue) items: {n}, rate: {pct}/s'),
    ])
    yield make('fluent-bit', lambda l, c, m: f"[{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] [{l:>5}] [{c}] {m}", [
        ('E1', 'info', 'fluent bit', 'version={ver}, commit={hex}, pid={n}'),
        ('E2', 'info', 'engine', 'started (pid={n})'),
        ('E3', 'warn', 'engine', "failed to flush chunk '{n}-{n}.{n}.flb', retry in {n} seconds: task_id={n}, input=tail.0 > output=es.0 (out_id=0)"),
        ('E4', 'error', 'output:es:es.0', 'HTTP status=400 URI=/_bulk'),
        ('E5', 'debug', 'input:tail:tail.0', 'inode={n} with offset=0 appended as {path}'),
        ('E6', 'info', 'storage', 'ver=1.4.0, type=memory, sync=normal, checksum=off, max_chunks_up={n}'),
        ('E7', 'error', 'net', 'TCP connection failed: {host}:{port} (Connection refused)'),
    ])
    yield make('wildfly', lambda l, c, m: f"{stamp('{h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{c}] ({R.choice(['MSC service thread 1-2', 'ServerService Thread Pool -- 65', 'default task-1', 'Controller Boot Thread'])}) {m}", [
        ('E1', 'INFO', 'org.jboss.as', 'WFLYSRV0049: WildFly Full {ver} (WildFly Core {ver}) starting'),
        ('E2', 'INFO', 'org.jboss.as.server', 'WFLYSRV0010: Deployed "app-{n}.war" (runtime-name : "app.war")'),
        ('E3', 'WARN', 'org.jboss.as.txn', 'WFLYTX0013: The node-identifier attribute on the /subsystem=transactions is set to the default value.'),
        ('E4', 'ERROR', 'org.jboss.msc.service.fail', 'MSC000001: Failed to start service jboss.deployment.unit."app-{n}.war".POST_MODULE'),
        ('E5', 'INFO', 'org.wildfly.extension.undertow', 'WFLYUT0021: Registered web context: \'/app\' for server \'default-server\''),
        ('E6', 'DEBUG', 'org.hibernate.SQL', 'select o1_0.id from orders o1_0 where o1_0.id=?'),
    ])

def heldout7():
    """Issue 19: held out (committed before the model's first run on them; never tuned on)."""
    yield make('dovecot', lambda l, c, m: f"{stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}')} {c}: {l}: {m}", [
        ('E1', 'Info', 'imap-login', 'Login: user=<{user}>, method=PLAIN, rip={ip}, lip={ip}, mpid={n}, TLS'),
        ('E2', 'Info', 'pop3-login', 'Disconnected (auth failed, 1 attempts in 2 secs): user=<{user}>, method=PLAIN, rip={ip}, lip={ip}, TLS'),
        ('E3', 'Warning', 'auth', 'passwd-file /etc/dovecot/users: User {user} is missing password'),
        ('E4', 'Error', 'master', 'service(imap): child {n} killed with signal 9'),
        ('E5', 'Fatal', 'master', 'service(imap) access(/var/run/dovecot/imap) failed: Permission denied'),
        ('E6', 'Info', 'master', 'Dovecot v{ver} starting up for imap, pop3, lmtp'),
    ])
    yield make('unbound', lambda l, c, m: f"[{stamp('{epoch}')}] {c}[{R.randint(100, 9000)}:{R.randint(0, 3)}] {l}: {m}", [
        ('E1', 'info', 'unbound', 'start of service (unbound {ver}).'),
        ('E2', 'info', 'unbound', 'server stats for thread {n}: {n} queries, {n} answers from cache, {n} recursions, 0 prefetch, 0 rejected by ip ratelimiting'),
        ('E3', 'notice', 'unbound', 'init module 0: validator'),
        ('E4', 'error', 'unbound', 'SERVFAIL <{host}. A IN>: all servers for this domain failed, at zone {host}.'),
        ('E5', 'warning', 'unbound', 'so-rcvbuf {n} was not granted. Got {n}. To fix: start with root permissions(linux) or sysctl bigger net.core.rmem_max(linux) or kern.ipc.maxsockbuf(bsd) values.'),
        ('E6', 'debug', 'unbound', 'validator operate: query {host}. A IN'),
    ])
    yield make('php-fpm', lambda l, c, m: f"[{stamp('{d:02d}-{mon}-{y} {h:02d}:{mi:02d}:{s:02d}')}] {l}: {m}", [
        ('E1', 'NOTICE', '', 'fpm is running, pid {n}'),
        ('E2', 'NOTICE', '', 'ready to handle connections'),
        ('E3', 'WARNING', '', '[pool www] server reached pm.max_children setting ({n}), consider raising it'),
        ('E4', 'WARNING', '', '[pool www] child {n} exited on signal 9 (SIGKILL) after {pct} seconds from start'),
        ('E5', 'ERROR', '', 'unable to bind listening socket for address \'127.0.0.1:9000\': Address already in use (98)'),
        ('E6', 'NOTICE', '', 'Terminating ...'),
    ])
    yield make('couchdb', lambda l, c, m: f"[{l}] {stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{us:06d}Z')} couchdb@127.0.0.1 <0.{R.randint(100, 9999)}.0> {R.choice(['--------', var('hex')[:10]])} {m}", [
        ('E1', 'info', '', 'Apache CouchDB has started on http://127.0.0.1:5984/'),
        ('E2', 'notice', '', '{ip}:5984 {ip} {user} GET /orders/_all_docs 200 ok {ms}'),
        ('E3', 'error', '', 'Request to create N=3 DB but only 1 node(s)'),
        ('E4', 'warning', '', 'mem3_sync shards/{hex}-{hex}/orders.{n} couchdb@127.0.0.1 {{badmatch,{{error,enoent}}}}'),
        ('E5', 'info', '', 'Opening index for db: orders idx: {hex} sig: "{hex}"'),
        ('E6', 'debug', '', 'Starting compaction for db "orders" at {n}'),
    ])

def dev8():
    """Issue 19, third batch of dev formats (written before the model ran on them)."""
    yield make('python-dash', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} - {c} - {l} - {m}", [
        ('E1', 'INFO', 'myapp.api', 'GET /orders/{n} answered in {ms} ms'),
        ('E2', 'WARNING', 'myapp.db', 'slow query - {ms} ms - SELECT * FROM orders'),
        ('E3', 'ERROR', 'myapp.db', 'could not connect to {host}:5432'),
        ('E4', 'DEBUG', 'urllib3.connectionpool', 'Starting new HTTPS connection (1): {host}:443'),
        ('E5', 'INFO', '__main__', 'worker {n} started'),
        ('E6', 'CRITICAL', 'myapp', 'out of disk space on {path}'),
    ])
    yield make('bunyan-pretty', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}] {l:>5}: {c}/{R.randint(10, 30000)} on {R.choice(['web-1', 'worker-7', 'ip-10-0-1-5'])}: {m}", [
        ('E1', 'INFO', 'api', 'listening on port {port}'),
        ('E2', 'INFO', 'api', 'handled request {n} in {ms} ms'),
        ('E3', 'WARN', 'mailer', 'retrying delivery to {user}@example.com'),
        ('E4', 'ERROR', 'mailer', 'SMTP connection to {host} refused'),
        ('E5', 'DEBUG', 'cache', 'evicted {n} entries'),
        ('E6', 'FATAL', 'api', 'cannot bind {ip}:{port}'),
    ])
    yield make('laravel-monolog', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] {c}.{l}: {m}", [
        ('E1', 'ERROR', 'production', 'SQLSTATE[HY000] [2002] Connection refused (SQL: select * from `users` where `id` = {n} limit 1)'),
        ('E2', 'INFO', 'production', 'User {n} logged in'),
        ('E3', 'WARNING', 'production', 'Cache miss for key orders:{n}'),
        ('E4', 'DEBUG', 'local', 'Dispatching job App\\Jobs\\SendInvoice'),
        ('E5', 'NOTICE', 'production', 'Queue worker restarted after {n} jobs'),
        ('E6', 'CRITICAL', 'production', 'Payment gateway returned HTTP 500'),
    ])
    yield make('sqlserver-errorlog', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}.{R.randint(10, 99)} {c:<12}{m}", [
        ('E1', None, 'Server', 'Microsoft SQL Server 2019 (RTM-CU{n}) (KB{n}) - 15.0.{n}.1 (X64)'),
        ('E2', None, 'Logon', "Login failed for user '{user}'. Reason: Password did not match that for the login provided. [CLIENT: {ip}]"),
        ('E3', None, 'Backup', 'Database backed up. Database: orders, creation date(time): 2023/01/01(00:00:00), pages dumped: {n}'),
        ('E4', None, 'spid52', 'Setting database option RECOVERY to SIMPLE for database orders.'),
        ('E5', None, 'Server', 'Server process ID is {n}.'),
        ('E6', None, 'spid7s', 'Starting up database msdb.'),
    ])
    yield make('puppet-agent', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d} +0000')} {c} ({l}): {m}", [
        ('E1', 'notice', 'Puppet', 'Applied catalog in {pct} seconds'),
        ('E2', 'info', 'Puppet', 'Caching catalog for {host}'),
        ('E3', 'notice', '/Stage[main]/Nginx/Service[nginx]/ensure', "ensure changed 'stopped' to 'running'"),
        ('E4', 'err', 'Puppet', 'Could not retrieve catalog from remote server: Connection refused'),
        ('E5', 'warning', 'Puppet', 'Unable to fetch my node definition, but the agent run will continue'),
        ('E6', 'debug', 'Puppet', 'Using cached certificate for {host}'),
    ])
    yield make('salt-minion', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [{c:<17}:{R.randint(10, 999):<4}][{l:<8}][{R.randint(100, 30000)}] {m}", [
        ('E1', 'INFO', 'salt.minion', 'Returning information for job: {n}'),
        ('E2', 'WARNING', 'salt.minion', 'Master hostname: {host} not found. Retrying in 30 seconds'),
        ('E3', 'ERROR', 'salt.state', 'Command /usr/bin/apt-get failed with return code {n}'),
        ('E4', 'DEBUG', 'salt.loaded.int.module.cmdmod', 'Executing command systemctl in directory /root'),
        ('E5', 'INFO', 'salt.state', 'Completed state [nginx] at time {ms}'),
    ])

def heldout8():
    """Issue 19: held out (committed before the model's first run on them; never tuned on)."""
    yield make('chef-client', lambda l, c, m: f"[{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}+00:00')}] {l}: {m}", [
        ('E1', 'INFO', '', 'Chef Run complete in {pct} seconds'),
        ('E2', 'INFO', '', 'Processing package[nginx] action install (nginx::default line {n})'),
        ('E3', 'WARN', '', 'Cookbook nginx is not a dependency of any cookbook in the run list'),
        ('E4', 'ERROR', '', 'Running exception handlers'),
        ('E5', 'FATAL', '', 'Stacktrace dumped to /var/chef/cache/chef-stacktrace.out'),
        ('E6', 'DEBUG', '', 'Loading cookbook nginx from {path}'),
    ])
    yield make('logback-default', lambda l, c, m: f"{stamp('{h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{R.choice(['main', 'http-nio-8080-exec-3', 'scheduling-1'])}] {l:<5} {c} - {m}", [
        ('E1', 'INFO', 'com.example.shop.ShopApplication', 'Started ShopApplication in {pct} seconds'),
        ('E2', 'WARN', 'c.e.shop.orders.OrderService', 'Order {n} has no shipping address'),
        ('E3', 'ERROR', 'o.h.engine.jdbc.spi.SqlExceptionHelper', 'Connection is not available, request timed out after {ms}ms.'),
        ('E4', 'DEBUG', 'c.e.shop.cache.CacheConfig', 'Cache orders created with ttl {n}s'),
        ('E5', 'INFO', 'c.e.shop.orders.OrderService', 'Order {n} placed by {user}'),
    ])
    yield make('absl-python', lambda l, c, m: f"{l}{stamp('{mo:02d}{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {R.randint(139000000000000, 140999999999999)} {c}] {m}", [
        ('E1', 'I', 'train.py:120', 'Step {n}: loss = {pct}'),
        ('E2', 'I', 'checkpoint.py:88', 'Saved checkpoint to {path}'),
        ('E3', 'W', 'data.py:45', 'Skipping corrupt record {n}'),
        ('E4', 'E', 'train.py:201', 'NaN loss at step {n}'),
        ('E5', 'I', 'train.py:150', 'Evaluation accuracy {pct}'),
    ])

def dev9():
    """Issue 19, fourth round: dev formats (written and committed before the model ran on them)."""
    yield make('websphere-systemout', lambda l, c, m: f"[{stamp('{mo}/{d}/23 {h}:{mi:02d}:{s:02d}:{ms:03d}')} UTC] {R.randint(16, 200):08x} {c:<13} {l} {m}", [
        ('E1', 'I', 'WsServerImpl', 'WSVR0001I: Server server1 open for e-business'),
        ('E2', 'I', 'WebContainer', 'SRVE0242I: [app] [/orders] [/orders/{n}]: Initialization successful.'),
        ('E3', 'W', 'ThreadMonitor', 'WSVR0605W: Thread "WebContainer : {n}" has been active for {ms} milliseconds and may be hung.'),
        ('E4', 'E', 'ConnectionMan', 'J2CA0045E: Connection not available while invoking method createOrWaitForConnection for resource jdbc/orders.'),
        ('E5', 'I', 'SibMessage', 'CWSID0016I: Messaging engine {host} is in state Started.'),
        ('E6', 'F', 'HAManager', 'HMGR0130E: The local member of group {hex} has indicated that is it not alive. The JVM will be terminated.'),
    ])
    yield make('telegraf', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z')} {l}! [{c}] {m}", [
        ('E1', 'I', 'agent', 'Config: Interval:10s, Quiet:false, Hostname:"{host}", Flush Interval:10s'),
        ('E2', 'W', 'outputs.influxdb', 'Metric buffer overflow; {n} metrics have been dropped'),
        ('E3', 'E', 'outputs.influxdb', 'When writing to [http://{ip}:8086]: Post "http://{ip}:8086/write?db=telegraf": dial tcp {ip}:8086: connect: connection refused'),
        ('E4', 'E', 'inputs.disk', 'Error in plugin: error getting disk usage info: permission denied'),
        ('E5', 'D', 'outputs.file', 'Wrote batch of {n} metrics in {ms}.5ms'),
        ('E6', 'I', 'agent', 'Hang on, flushing any cached metrics before shutdown'),
        ('E7', 'D', 'inputs.cpu', 'Previous collection has not completed; scheduled collection skipped'),
    ])
    yield make('lambda-node', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')}\t{var('hex')}-{R.getrandbits(16):04x}-4{R.getrandbits(12):03x}-a{R.getrandbits(12):03x}-{R.getrandbits(48):012x}\t{l}\t{m}", [
        ('E1', 'INFO', '', 'Processing order {n} for {user}'),
        ('E2', 'INFO', '', 'Fetched {n} records from table orders in {ms} ms'),
        ('E3', 'WARN', '', 'Throttled by DynamoDB, retrying in {ms} ms'),
        ('E4', 'ERROR', '', 'Invoke Error {"errorType":"TypeError","errorMessage":"Cannot read properties of undefined (reading \'id\')"}'),
        ('E5', 'DEBUG', '', 'event payload size {n} bytes'),
    ])
    yield make('tornado', lambda l, c, m: f"[{l} {stamp('{y}{mo:02d}{d:02d} {h:02d}:{mi:02d}:{s:02d}')[2:]} {c}:{R.randint(100, 3000)}] {m}", [
        ('E1', 'I', 'web', '200 GET /orders/{n} ({ip}) {ms}.00ms'),
        ('E2', 'W', 'web', '404 GET /favicon.ico ({ip}) {ms}.00ms'),
        ('E3', 'E', 'web', '500 POST /checkout ({ip}) {ms}.00ms'),
        ('E4', 'I', 'autoreload', 'Watching {path} for changes'),
        ('E5', 'W', 'iostream', 'Write error on <socket.socket fd={n}>: [Errno 32] Broken pipe'),
        ('E6', 'D', 'server', 'worker {n} started'),
    ])
    yield make('bitcoind', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z')} [{c}] {m}", [
        ('E1', None, 'net', 'Added connection peer={n}'),
        ('E2', None, 'net', 'disconnecting peer={n}'),
        ('E3', None, 'validation', 'Saw new header hash={hex}{hex} height={n}'),
        ('E4', None, 'mempool', 'AcceptToMemoryPool: peer={n}: accepted {hex}{hex} (poolsz {n} txn, {n} kB)'),
        ('E5', None, 'http', 'Received a POST request for / from {ip}:{n}'),
        ('E6', None, 'rpc', 'ThreadRPCServer method=getblockchaininfo user=__cookie__'),
    ])
    yield make('sidekiq', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}Z')} pid={R.randint(100, 90000)} tid={R.choice(['2ovk', 'ovqq0hs9', 'gpdsw9fbr', '1q7t'])} {l}: {m}", [
        ('E1', 'INFO', '', 'Booting Sidekiq {ver} with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://{ip}:6379/0"}'),
        ('E2', 'INFO', '', 'Starting processing, hit Ctrl-C to stop'),
        ('E3', 'WARN', '', 'Your Redis network connection is performing extremely poorly. Last RTT readings were [{n}, {n}]'),
        ('E4', 'ERROR', '', 'Error fetching job: Connection refused - connect(2) for {ip}:6379'),
        ('E5', 'INFO', '', 'Shutting down'),
        ('E6', 'DEBUG', '', 'Firing startup event'),
    ])
    yield make('sge-messages', lambda l, c, m: f"{stamp('{mo:02d}/{d:02d}/{y} {h:02d}:{mi:02d}:{s:02d}')}|{c}|{R.choice(['node01', 'node02', 'gpu-3', 'head'])}|{l}|{m}", [
        ('E1', 'I', 'qmaster', 'starting up SGE 8.1.9 (lx-amd64)'),
        ('E2', 'W', 'execd', 'can\'t get password entry for user "{user}". Either user does not exist or NIS error!'),
        ('E3', 'E', 'execd', 'shepherd of job {n}.1 exited with exit status = {n}'),
        ('E4', 'I', 'worker', 'job {n}.1 finished on host {host}'),
        ('E5', 'E', 'qmaster', 'unable to contact execd on host {host}: commlib error: got select error (Connection refused)'),
        ('E6', 'W', 'schedd', 'no execution host defined for queue all.q'),
    ])

def dev9b():
    """Issue 19, fourth round: one more dev format (written and committed before the model ran on it)."""
    yield make('suricata', lambda l, c, m: f"{stamp('{d}/{mo}/{y} -- {h:02d}:{mi:02d}:{s:02d}')} - <{l}> - {m}", [
        ('E1', 'Notice', '', 'This is Suricata version {ver} RELEASE running in SYSTEM mode'),
        ('E2', 'Info', '', '{n} rule files processed. {n} rules successfully loaded, 0 rules failed'),
        ('E3', 'Warning', '', '[ERRCODE: SC_ERR_INVALID_SIGNATURE(39)] - error parsing signature "alert tcp any any -> any {port} (msg:\\"test\\"; sid:{n};)" from file /etc/suricata/rules/local.rules at line {n}'),
        ('E4', 'Error', '', '[ERRCODE: SC_ERR_AFP_CREATE(190)] - Couldn\'t init AF_PACKET socket, fanout not supported by kernel'),
        ('E5', 'Notice', '', 'all {n} packet processing threads, {n} management threads initialized, engine started.'),
        ('E6', 'Info', '', 'Running in live mode, activating unix socket'),
        ('E7', 'Debug', '', 'flow manager {n} started'),
    ])

def heldout9():
    """Issue 19, fourth round: blind held-out formats (committed before the model ran on them)."""
    yield make('jetty-stderrlog', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}:{l}:{c}:{R.choice(['main', 'qtp1044036744-%d' % R.randint(12, 40), 'Scheduler-%d' % R.randint(100000, 999999)])}: {m}", [
        ('E1', 'INFO', 'oejs.Server', 'jetty-{ver}; built: 2023-02-17T08:22:32.142Z; git: {hex}; jvm 17.0.{n}+7'),
        ('E2', 'INFO', 'oejs.AbstractConnector', 'Started ServerConnector@{hex}{HTTP/1.1, (http/1.1)}{0.0.0.0:{port}}'),
        ('E3', 'INFO', 'oejsh.ContextHandler', 'Started o.e.j.w.WebAppContext@{hex}{/app,file:///var/lib/jetty/webapps/app/,AVAILABLE}'),
        ('E4', 'WARN', 'oejs.HttpChannel', 'handleException /api/orders/{n} java.io.IOException: Broken pipe'),
        ('E5', 'WARN', 'oejw.WebAppContext', 'Failed startup of context o.e.j.w.WebAppContext@{hex}{/legacy,null,UNAVAILABLE}'),
        ('E6', 'DBUG', 'oejs.session', 'Scavenging sessions at {n}'),
        ('E7', 'INFO', 'oejs.Server', 'Started @{ms}ms'),
    ])
    yield make('etcd-capnslog', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{us:06d}')} {l} | {c}: {m}", [
        ('E1', 'I', 'etcdserver', 'published {Name:infra{n} ClientURLs:[http://{ip}:2379]} to cluster {hex}'),
        ('E2', 'I', 'raft', '{hex} became leader at term {n}'),
        ('E3', 'W', 'rafthttp', 'health check for peer {hex} could not connect: dial tcp {ip}:2380: connect: connection refused'),
        ('E4', 'E', 'rafthttp', 'failed to read {hex} on stream MsgApp v2 (unexpected EOF)'),
        ('E5', 'N', 'etcdserver', 'set the initial cluster version to 3.{n}'),
        ('E6', 'I', 'embed', 'serving client requests on {ip}:2379'),
        ('E7', 'W', 'etcdserver', 'apply entries took too long [{ms}.123ms for 1 entries]'),
        ('E8', 'D', 'auth', 'authorization for user {user} succeeded'),
    ])
    yield make('tor', lambda l, c, m: f"{stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} [{l}] {m}", [
        ('E1', 'notice', '', 'Bootstrapped {n}% (loading_descriptors): Loading relay descriptors'),
        ('E2', 'notice', '', 'Tor {ver} opening new log file.'),
        ('E3', 'warn', '', 'Your system clock just jumped {n} seconds forward; assuming established circuits no longer work.'),
        ('E4', 'notice', '', 'Heartbeat: Tor\'s uptime is {n} days 0:00 hours, with {n} circuits open. I\'ve sent {n} MB and received {n} MB.'),
        ('E5', 'info', '', 'circuit_build_times_set_timeout(): Set circuit build timeout to {n}s after {n} circuit times'),
        ('E6', 'err', '', 'Could not bind to {ip}:{port}: Address already in use. Is Tor already running?'),
        ('E7', 'warn', '', 'Problem bootstrapping. Stuck at {n}% (conn): Connecting to a relay. (Connection timed out; TIMEOUT; count {n}; recommendation warn; host {hex} at {ip}:443)'),
    ])
    yield make('twistd', lambda l, c, m: f"{stamp('{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}+0000')} [{c}#{l}] {m}", [
        ('E1', 'info', 'twisted.scripts._twistd_unix.UnixAppLogger', 'twistd {ver} (/usr/bin/python3 3.11.{n}) starting up.'),
        ('E2', 'info', 'twisted.web.server.Site', 'Starting factory <twisted.web.server.Site object at 0x7f{hex}>'),
        ('E3', 'info', 'twisted.python.log', '"{ip}" - - [14/Jun/2023:08:55:25 +0000] "GET /status HTTP/1.1" 200 {n} "-" "curl/8.1.2"'),
        ('E4', 'warn', 'buildbot.worker.protocols.pb.Connection', 'Worker worker-{n} connection lost after {n} seconds'),
        ('E5', 'error', 'twisted.internet.defer', 'Unhandled error in Deferred: ConnectionRefusedError at {host}'),
        ('E6', 'debug', 'stdout', 'polling queue, {n} items pending'),
        ('E7', 'critical', 'twisted.internet.tcp.Port', 'Unhandled Error: cannot listen on port {port}'),
    ])
    yield make('mosquitto', lambda l, c, m: f"{stamp('{epoch}')}: {m}", [
        ('E1', None, '', 'New connection from {ip}:{n} on port 1883.'),
        ('E2', None, '', 'New client connected from {ip}:{n} as sensor-{n} (p2, c1, k60).'),
        ('E3', None, '', 'Client sensor-{n} disconnected.'),
        ('E4', None, '', 'Client sensor-{n} has exceeded timeout, disconnecting.'),
        ('E5', None, '', 'Saving in-memory database to /var/lib/mosquitto/mosquitto.db.'),
        ('E6', None, '', 'Socket error on client sensor-{n}, disconnecting.'),
        ('E7', None, '', 'mosquitto version {ver} running'),
    ])
    yield make('zabbix-server', lambda l, c, m: f"{R.randint(800, 99999):>6}:{stamp('{y}{mo:02d}{d:02d}:{h:02d}{mi:02d}{s:02d}.{ms:03d}')} {m}", [
        ('E1', None, '', 'server #{n} started [history syncer #{n}]'),
        ('E2', None, '', 'cannot send list of active checks to "{ip}": host [web-{n}] not found'),
        ('E3', None, '', 'item "web-{n}:system.cpu.load[all,avg1]" became not supported: Cannot evaluate function.'),
        ('E4', None, '', 'housekeeper [deleted {n} hist/trends, {n} items/triggers, {n} events, {n} problems, {n} sessions, 0 alarms, {n} audit items in {pct} sec, idle for 1 hour(s)]'),
        ('E5', None, '', 'Zabbix agent item "vfs.fs.size[/,pfree]" on host "db-{n}" failed: first network error, wait for 15 seconds'),
        ('E6', None, '', 'resuming Zabbix agent checks on host "db-{n}": connection restored'),
    ])

if __name__ == '__main__':
    # `dev2`/`heldout2` write the second batch (its own random stream) into dev/ and heldout/, leaving the first as it is
    arg = sys.argv[1]
    part = arg.rstrip('2')
    if arg.endswith('2'):
        R.seed(1902)
    if arg in ('heldout3', 'heldout4', 'heldout5', 'heldout7', 'heldout8', 'heldout9'):
        part = arg
        R.seed({'heldout3': 1903, 'heldout4': 1904, 'heldout5': 1905, 'heldout7': 1907, 'heldout8': 1908, 'heldout9': 1909}[arg])
    if arg in ('dev7', 'dev8', 'dev9', 'dev9b'):
        part = 'dev'
        R.seed({'dev7': 1917, 'dev8': 1918, 'dev9': 1919, 'dev9b': 1929}[arg])
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), part)
    os.makedirs(here, exist_ok=True)
    gen = {'heldout': heldout, 'dev': dev, 'dev2': more_dev, 'heldout2': more_heldout, 'heldout3': heldout3, 'heldout4': heldout4, 'heldout5': heldout5, 'dev7': dev7, 'heldout7': heldout7, 'dev8': dev8, 'dev9': dev9, 'dev9b': dev9b, 'heldout8': heldout8, 'heldout9': heldout9}[arg]
    for name, rows in gen():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
