#!/usr/bin/env python3
"""Writes the labelled log-format files (JSON lines: line, level, component, message, event).

Every format below is written from the public description of a common log layout; the messages are our own.
`level` is null where the format carries no level (the eval then does not check it). Run:
  python3 tools/bench/data/logformats/make.py heldout|dev|heldout2|dev2
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
                    'log': 'info', 'i': 'info', 'w': 'warning', 'e': 'error', 'f': 'critical', 'crit': 'critical'}[lvl.strip().lower()]
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

if __name__ == '__main__':
    # `dev2`/`heldout2` write the second batch (its own random stream) into dev/ and heldout/, leaving the first as it is
    arg = sys.argv[1]
    part = arg.rstrip('2')
    if arg.endswith('2'):
        R.seed(1902)
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), part)
    os.makedirs(here, exist_ok=True)
    gen = {'heldout': heldout, 'dev': dev, 'dev2': more_dev, 'heldout2': more_heldout}[arg]
    for name, rows in gen():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
