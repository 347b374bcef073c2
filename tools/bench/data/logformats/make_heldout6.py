#!/usr/bin/env python3
"""Writes heldout6/: the sixth batch of labelled log-format files, blind and held out.

Ten real layouts that none of dev/, heldout/, heldout3/, heldout4/ or heldout5/ covers (nor any Loghub system of
../shared/eval), written from each product's public documentation of its log layout, with messages of our own in
the style of the product. Written without running the model and committed before any run; never tuned on. Same
JSON-lines rows as make.py (line, level, component, message, event); `level` is null where the format has none.
Run:  python3 tools/bench/data/logformats/make_heldout6.py

Labelling choices (as each format's documentation names its fields):
- WebLogic server log (`####<ts> <Severity> <Subsystem> <Machine> <Server> <Thread> <User> <Tx> <Ctx> <RawTime>
  <MessageID> <Text>`): level the severity, component the subsystem, message the text inside the last `<...>`;
  the message id (BEA-nnnnnn) and everything else is header.
- Minecraft (vanilla/Paper) server log (`[HH:mm:ss] [thread/LEVEL]: msg`, log4j2 `[%d] [%t/%level]: %msg`): the
  component is the thread name (the only name the layout carries, like celery's process name in heldout3).
- BIND 9 named with print-time, print-category and print-severity (`dd-Mon-yyyy hh:mm:ss.mmm category: severity:
  msg`): component the category, level the severity.
- Asterisk full log (`[Mon dd hh:mm:ss] LEVEL[lwp][C-callid] file.c: msg`, day padded with a space): component the
  source file as printed (with its directory where it has one); thread id and call id are header.
- Corosync logfile (`Mon dd hh:mm:ss [pid] node corosync level   [SUBSYS] msg`, level padded to 7 and subsystem to
  6 inside the brackets): component the subsystem, trimmed.
- WildFly / JBoss EAP server.log (`yyyy-MM-dd HH:mm:ss,SSS LEVEL [category] (thread) msg`): component the category;
  the message keeps its message code (WFLYSRV0025: ...), as Apache's AH codes are kept in heldout/.
- Microsoft SQL Server ERRORLOG (`yyyy-mm-dd hh:mm:ss.cc Source      msg`, source padded to 12): no level (the
  severity is inside the message text); component the Source column (Server, Logon, Backup, spidNN[s]).
- Icinga 2 main log (`[yyyy-mm-dd hh:mm:ss +zzzz] severity/Facility: msg`): level the severity (information is
  info), component the facility.
- Fluent Bit (`[yyyy/mm/dd hh:mm:ss] [ info] [component] msg`, level right-aligned to 5 inside brackets):
  component the second bracket's content as written (`input:tail:tail.0`, `fluent bit`).
- Salt minion log file (`%(asctime)s,%(msecs)03d [%(name)-17s:%(lineno)-4d][%(levelname)-8s][%(process)d] msg`):
  component the logger name (trimmed, without the line number), level the padded level name.
"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make  # noqa: E402  (reuses its variable fillers and timestamps, with this batch's own seed)

R = make.R
R.seed(1906)
var, stamp = make.var, make.stamp
PLAYERS = ['Steve_99', 'xXCreeperXx', 'alice_builds', 'NotchFan', 'dave42', 'Kiri_mc']
ZONES = ['example.com', 'example.org', 'corp.internal', '10.in-addr.arpa', 'shop.example.net']


def fill(t):
    """make.fill, plus this batch's own fillers: {player} {zone} {small} {date} {time}."""
    extra = {'player': lambda: R.choice(PLAYERS), 'zone': lambda: R.choice(ZONES), 'small': lambda: str(R.randint(1, 9)),
             'date': lambda: stamp('{y}-{mo:02d}-{d:02d}'), 'time': lambda: stamp('{h:02d}:{mi:02d}:{s:02d}.{us:06d}')}
    return make.re.sub(r'\{(\w+)\}', lambda m: extra[m.group(1)]() if m.group(1) in extra else var(m.group(1)), t)

NORM = {'info': 'info', 'information': 'info', 'notice': 'notice', 'warning': 'warning', 'warn': 'warning',
        'error': 'error', 'critical': 'critical', 'debug': 'debug', 'trace': 'trace'}


def make6(name, header, events, n=120, levels=True):
    """events: (event id, level word as written or None, component, message template)."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        line = header(lvl, comp, msg)
        norm = NORM[lvl.strip().lower()] if levels and lvl is not None else None
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out


def ampm():
    h = R.randint(1, 12)
    return f"{stamp('{mon} {d}, {y}')} {h}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d},{R.randint(0, 999):03d} {R.choice(['AM', 'PM'])} UTC"


def heldout6():
    # 1. Oracle WebLogic Server log file
    def weblogic(l, c, m):
        bea = {'WebLogicServer': '000365', 'Security': '090078', 'JDBC': '001128', 'Deployer': '149060', 'Health': '310003',
               'HTTP': '101019', 'Server': '002606', 'JMX': '149512'}[c]
        thread = R.choice(["[ACTIVE] ExecuteThread: '%d' for queue: 'weblogic.kernel.Default (self-tuning)'" % R.randint(0, 30),
                           'main', "[STANDBY] ExecuteThread: '%d' for queue: 'weblogic.kernel.Default (self-tuning)'" % R.randint(0, 30)])
        user = R.choice(['<WLS Kernel>', '', 'weblogic'])
        raw = 1680000000000 + R.randint(0, 9999999999)
        return (f"####<{ampm()}> <{l}> <{c}> <{R.choice(['wls-host01', 'wls-host02'])}> <{R.choice(['AdminServer', 'ManagedServer_1', 'ManagedServer_2'])}> "
                f"<{thread}> <{user}> <> <{var('hex')}-{var('hex')}> <{raw}> <BEA-{bea}> <{m}>")
    yield make6('weblogic', weblogic, [
        ('E1', 'Notice', 'WebLogicServer', 'Server state changed to RUNNING.'),
        ('E2', 'Notice', 'WebLogicServer', 'Server state changed to SHUTTING_DOWN.'),
        ('E3', 'Notice', 'Security', 'Security initialization is complete.'),
        ('E4', 'Warning', 'JDBC', 'Connection for pool "ShopDS" has been closed.'),
        ('E5', 'Error', 'JDBC', 'Cannot get Connection from DataSource ShopDS, timeout after {n} seconds.'),
        ('E6', 'Info', 'Deployer', 'Deployment of application orders-{ver} completed successfully.'),
        ('E7', 'Critical', 'Health', 'Free memory in the server is {n} bytes. There is danger of OutOfMemoryError.'),
        ('E8', 'Error', 'HTTP', 'Servlet failed with an IOException: java.io.IOException: Broken pipe'),
        ('E9', 'Warning', 'Server', 'ExecuteThread: \'{n}\' for queue: \'weblogic.kernel.Default (self-tuning)\' has been busy for "{n}" seconds working on the request "/api/orders/{n}".'),
        ('E10', 'Info', 'JMX', 'The JMX MBean server for this server has been started.'),
    ])

    # 2. Minecraft dedicated server log
    def minecraft(l, c, m):
        return f"[{stamp('{h:02d}:{mi:02d}:{s:02d}')}] [{c}/{l}]: {m}"
    yield make6('minecraft-server', minecraft, [
        ('E1', 'INFO', 'Server thread', 'Starting minecraft server version 1.20.{small}'),
        ('E2', 'INFO', 'Server thread', 'Preparing spawn area: {n}%'),
        ('E3', 'INFO', 'Server thread', 'Done ({pct}s)! For help, type "help"'),
        ('E4', 'INFO', 'User Authenticator #3', 'UUID of player {player} is {hex}-{hex}'),
        ('E5', 'INFO', 'Server thread', '{player}[/{ip}:{n}] logged in with entity id {n} at ({n}.5, 64.0, -{n}.5)'),
        ('E6', 'INFO', 'Server thread', '{player} lost connection: Disconnected'),
        ('E7', 'WARN', 'Server thread', "Can't keep up! Is the server overloaded? Running {ms}ms or {n} ticks behind"),
        ('E8', 'WARN', 'Server thread', '{player} moved too quickly! {pct},{pct},{pct}'),
        ('E9', 'ERROR', 'Server Watchdog', 'A single server tick took {pct} seconds (should be max 0.05)'),
        ('E10', 'INFO', 'Worker-Main-5', 'Saving chunks for level \'ServerLevel[world]\'/minecraft:overworld'),
    ])

    # 3. BIND 9 named
    def bind(l, c, m):
        return f"{stamp('{d:02d}-{mon}-{y} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')} {c}: {l}: {m}"
    yield make6('bind9-named', bind, [
        ('E1', 'info', 'general', 'zone {zone}/IN: loaded serial 2023{n}'),
        ('E2', 'notice', 'general', 'all zones loaded'),
        ('E3', 'notice', 'general', 'running'),
        ('E4', 'info', 'queries', 'client @0x7f{hex} {ip}#{n} (www.example.com): query: www.example.com IN A +E(0)K ({ip})'),
        ('E5', 'info', 'xfer-out', 'client @0x7f{hex} {ip}#{n} (example.com): transfer of \'example.com/IN\': AXFR started (serial 2023{n})'),
        ('E6', 'error', 'xfer-in', 'transfer of \'corp.internal/IN\' from {ip}#53: failed while receiving responses: REFUSED'),
        ('E7', 'warning', 'security', 'client @0x7f{hex} {ip}#{n} (version.bind): query (cache) \'version.bind/TXT/CH\' denied'),
        ('E8', 'info', 'lame-servers', 'connection refused resolving \'ns1.{host}/A/IN\': {ip}#53'),
        ('E9', 'warning', 'dnssec', 'validating example.net/DNSKEY: no valid signature found'),
        ('E10', 'error', 'network', 'creating IPv6 interface eth{n} failed; interface ignored'),
    ])

    # 4. Asterisk full log
    def asterisk(l, c, m):
        call = f"[C-{R.randint(0, 0xfff):08x}]" if c in ('pbx.c', 'res_pjsip_session.c', 'app_dial.c') else ''
        return f"[{stamp('{mon} {d:>2} {h:02d}:{mi:02d}:{s:02d}')}] {l}[{R.randint(1000, 40000)}]{call} {c}: {m}"
    yield make6('asterisk', asterisk, [
        ('E1', 'NOTICE', 'res_pjsip/pjsip_distributor.c', "Request 'REGISTER' from '<sip:{n}@{ip}>' failed for '{ip}:5060' (callid: {hex}) - No matching endpoint found"),
        ('E2', 'NOTICE', 'res_pjsip/pjsip_distributor.c', "Request 'INVITE' from '\"{n}\" <sip:{n}@{ip}>' failed for '{ip}:{n}' (callid: {hex}) - Failed to authenticate"),
        ('E3', 'WARNING', 'res_pjsip_session.c', 'Failed to create outgoing session to endpoint \'trunk-{n}\''),
        ('E4', 'WARNING', 'res_rtp_asterisk.c', 'RTP Read too short'),
        ('E5', 'ERROR', 'res_pjsip.c', 'Unable to retrieve PJSIP transport \'transport-tls\''),
        ('E6', 'NOTICE', 'app_dial.c', 'PJSIP/{n}-0000{hex} is circuit-busy'),
        ('E7', 'WARNING', 'pbx.c', "Channel 'PJSIP/{n}-0000{hex}' sent to invalid extension but no invalid handler: context,exten,priority=from-internal,{n},1"),
        ('E8', 'ERROR', 'chan_pjsip.c', 'Endpoint \'{n}\' has no configured AORs'),
        ('E9', 'DEBUG', 'res_odbc.c', 'Reusing ODBC handle {n} from class \'asterisk\''),
    ])

    # 5. Corosync logfile
    def corosync(l, c, m):
        return f"{stamp('{mon} {d:02d} {h:02d}:{mi:02d}:{s:02d}')} [{R.choice([1503, 1504, 2291])}] {R.choice(['node1', 'node2', 'pcmk-3'])} corosync {l:<7} [{c:<6}] {m}"
    yield make6('corosync', corosync, [
        ('E1', 'notice', 'MAIN', "Corosync Cluster Engine ('{ver}'): started and ready to provide service."),
        ('E2', 'info', 'QB', 'server name: cmap'),
        ('E3', 'notice', 'TOTEM', 'A new membership ({ip}:{n}) was formed. Members joined: {n}'),
        ('E4', 'notice', 'TOTEM', 'Token has not been received in {ms} ms'),
        ('E5', 'notice', 'QUORUM', 'This node is within the primary component and will provide service.'),
        ('E6', 'notice', 'QUORUM', 'Members[{n}]: 1 2 3'),
        ('E7', 'info', 'KNET', 'link: host: {n} link: 0 is down'),
        ('E8', 'warning', 'MAIN', 'Corosync main process was not scheduled for {ms}.{n} ms (threshold is {n}.0000 ms). Consider token timeout increase.'),
        ('E9', 'error', 'KNET', 'rx: Packet rejected from {ip}:5405'),
        ('E10', 'debug', 'CPG', 'downlist left_list: {n} received'),
    ])

    # 6. WildFly / JBoss EAP server.log
    def wildfly(l, c, m):
        thread = {'org.jboss.as.server': 'Controller Boot Thread', 'org.jboss.as': 'MSC service thread 1-%d' % R.randint(1, 8),
                  'org.wildfly.extension.undertow': 'MSC service thread 1-%d' % R.randint(1, 8),
                  'org.jboss.as.server.deployment': 'MSC service thread 1-%d' % R.randint(1, 8),
                  'org.jboss.msc.service.fail': 'MSC service thread 1-%d' % R.randint(1, 8),
                  'org.hibernate.engine.jdbc.spi.SqlExceptionHelper': 'default task-%d' % R.randint(1, 64),
                  'com.example.shop.OrderResource': 'default task-%d' % R.randint(1, 64),
                  'org.jboss.jca.core.connectionmanager.pool.strategy.OnePool': 'ServerService Thread Pool -- %d' % R.randint(50, 90)}[c]
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {l:<5} [{c}] ({thread}) {m}"
    yield make6('wildfly', wildfly, [
        ('E1', 'INFO', 'org.jboss.as', 'WFLYSRV0049: WildFly Full 27.0.1.Final (WildFly Core 19.0.1.Final) starting'),
        ('E2', 'INFO', 'org.jboss.as', 'WFLYSRV0025: WildFly Full 27.0.1.Final (WildFly Core 19.0.1.Final) started in {ms}ms - Started {n} of {n} services ({n} services are lazy, passive or on-demand)'),
        ('E3', 'INFO', 'org.jboss.as.server', 'WFLYSRV0010: Deployed "shop.war" (runtime-name : "shop.war")'),
        ('E4', 'INFO', 'org.jboss.as.server.deployment', 'WFLYSRV0027: Starting deployment of "shop.war" (runtime-name: "shop.war")'),
        ('E5', 'INFO', 'org.wildfly.extension.undertow', 'WFLYUT0006: Undertow HTTP listener default listening on 0.0.0.0:{port}'),
        ('E6', 'ERROR', 'org.jboss.msc.service.fail', 'MSC000001: Failed to start service jboss.deployment.unit."shop.war".POST_MODULE: org.jboss.msc.service.StartException in service jboss.deployment.unit."shop.war".POST_MODULE: WFLYSRV0153: Failed to process phase POST_MODULE of deployment "shop.war"'),
        ('E7', 'WARN', 'org.hibernate.engine.jdbc.spi.SqlExceptionHelper', 'SQL Error: 0, SQLState: 08006'),
        ('E8', 'ERROR', 'org.hibernate.engine.jdbc.spi.SqlExceptionHelper', 'An I/O error occurred while sending to the backend.'),
        ('E9', 'DEBUG', 'com.example.shop.OrderResource', 'Loaded order {n} for customer {user} in {ms} ms'),
        ('E10', 'WARN', 'org.jboss.jca.core.connectionmanager.pool.strategy.OnePool', 'IJ000604: Throwable while attempting to get a new connection: null'),
    ])

    # 7. Microsoft SQL Server ERRORLOG
    def mssql(l, c, m):
        src = c
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}.{R.randint(0, 99):02d} {src:<12}{m}"
    rows = []
    events = [
        ('E1', None, 'Server', 'Microsoft SQL Server 2019 (RTM-CU{n}) (KB{n}) - 15.0.{n}.1 (X64)'),
        ('E2', None, 'Server', 'Server is listening on [ \'any\' <ipv4> 1433].'),
        ('E3', None, 'Server', 'SQL Server is now ready for client connections. This is an informational message; no user action is required.'),
        ('E4', None, 'spid%ds', "Starting up database '{user}_db'."),
        ('E5', None, 'spid%ds', 'CHECKDB for database \'shop\' finished without errors on {date} 03:00:00.000 (local time). This is an informational message only; no user action is required.'),
        ('E6', None, 'Logon', 'Error: 18456, Severity: 14, State: 8.'),
        ('E7', None, 'Logon', "Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: {ip}]"),
        ('E8', None, 'Backup', "Database backed up. Database: shop, creation date(time): 2023/01/0{small}(09:12:44), pages dumped: {n}, first LSN: {n}:{n}:1, last LSN: {n}:{n}:1, number of dump devices: 1, device information: (FILE=1, TYPE=DISK: {'D:\\Backup\\shop.bak'}). This is an informational message only. No user action is required."),
        ('E9', None, 'spid%d', 'Using \'dbghelp.dll\' version \'4.0.5\''),
        ('E10', None, 'spid%d', 'SQL Server has encountered {n} occurrence(s) of I/O requests taking longer than 15 seconds to complete on file [D:\\Data\\shop.mdf] in database id 5.'),
    ]
    for _ in range(120):
        eid, _l, comp, tmpl = R.choice(events)
        comp = comp % R.randint(5, 90) if '%d' in comp else comp
        msg = fill(tmpl)
        rows.append({'line': mssql(None, comp, msg), 'level': None, 'component': comp, 'message': msg, 'event': eid})
    yield 'mssql-errorlog', rows

    # 8. Icinga 2 main log
    def icinga(l, c, m):
        return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')} +0000] {l}/{c}: {m}"
    yield make6('icinga2', icinga, [
        ('E1', 'information', 'ApiListener', "New client connection for identity 'agent{n}.example.com' from [{ip}]:{n}"),
        ('E2', 'information', 'ApiListener', "Finished sending runtime config updates for endpoint 'agent{n}.example.com' in zone 'agent{n}.example.com'."),
        ('E3', 'warning', 'ApiListener', "Removing API client for endpoint 'sat{n}.example.com'. {n} API clients left."),
        ('E4', 'critical', 'ApiListener', "Cannot connect to host '{ip}' on port '5665': Connection refused"),
        ('E5', 'information', 'WorkQueue', '#{n} (ApiListener, RelayQueue) items: {n}, rate: {pct}/s ({n}/min {n}/5min {n}/15min);'),
        ('E6', 'information', 'ConfigItem', 'Committing config item(s).'),
        ('E7', 'warning', 'PluginNotificationTask', "Notification command for object '{host}!http' (PID: {n}, arguments: '/etc/icinga2/scripts/mail-service-notification.sh') terminated with exit code 127, output: sh: 1: mail: not found"),
        ('E8', 'notice', 'CheckerComponent', "Pending checkables: {n}; Idle checkables: {n}; Checks/s: {pct}"),
        ('E9', 'critical', 'checker', "Exception occurred while checking '{host}!disk': Error: Function call 'pipe2' failed with error code 24, 'Too many open files'"),
        ('E10', 'debug', 'IdoPgsqlConnection', 'Query: UPDATE icinga_programstatus SET status_update_time = TO_TIMESTAMP({n}) WHERE instance_id = 1'),
    ])

    # 9. Fluent Bit
    def fluentbit(l, c, m):
        return f"[{stamp('{y}/{mo:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] [{l:>5}] [{c}] {m}"
    yield make6('fluent-bit', fluentbit, [
        ('E1', 'info', 'fluent bit', 'version=2.{n}.1, commit={hex}, pid={n}'),
        ('E2', 'info', 'storage', 'ver=1.4.0, type=memory, sync=normal, checksum=off, max_chunks_up=128'),
        ('E3', 'info', 'input:tail:tail.0', 'inotify_fs_add(): inode={n} watch_fd={n} name=/var/log/containers/api-{hex}_shop_api-{hex}.log'),
        ('E4', 'warn', 'engine', "failed to flush chunk '1-{n}.{n}.flb', retry in {n} seconds: task_id={n}, input=tail.0 > output=es.0 (out_id=0)"),
        ('E5', 'info', 'engine', "flush chunk '1-{n}.{n}.flb' succeeded at retry 1: task_id={n}, input=tail.0 > output=es.0 (out_id=0)"),
        ('E6', 'error', 'output:es:es.0', 'HTTP status={n} URI=/_bulk, response:'),
        ('E7', 'error', 'net', 'TCP connection failed: elasticsearch.logging.svc:9200 (Connection refused)'),
        ('E8', 'debug', 'upstream', 'KA connection #{n} to elasticsearch.logging.svc:9200 is now available'),
        ('E9', 'warn', 'input', 'tail.0 paused (mem buf overlimit)'),
        ('E10', 'info', 'sp', 'stream processor started'),
    ])

    # 10. Salt minion log file
    def salt(l, c, m):
        line_no = {'salt.minion': [1093, 1680, 2117], 'salt.crypt': [208, 742], 'salt.state': [319, 2202, 2373],
                   'salt.loaded.int.module.cmdmod': [880], 'salt.utils.schedule': [1577], 'salt.utils.event': [1140]}[c]
        return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} [{c:<17}:{R.choice(line_no):<4}][{l:<8}][{R.randint(800, 40000)}] {m}"
    yield make6('salt-minion', salt, [
        ('E1', 'INFO', 'salt.minion', 'User root Executing command state.apply with jid 2023{n}'),
        ('E2', 'INFO', 'salt.minion', 'Returning information for job: 2023{n}'),
        ('E3', 'ERROR', 'salt.minion', 'Error while bringing up minion for multi-master. Is master at salt.example.com responding?'),
        ('E4', 'WARNING', 'salt.crypt', 'SaltReqTimeoutError: Message timed out'),
        ('E5', 'CRITICAL', 'salt.crypt', 'The Salt Master has rejected this minion\'s public key!'),
        ('E6', 'INFO', 'salt.state', 'Running state [nginx] at time {time}'),
        ('E7', 'ERROR', 'salt.state', "Package 'shop-agent' not found (possible matches: shop-agent-{ver})"),
        ('E8', 'INFO', 'salt.loaded.int.module.cmdmod', 'Executing command \'systemctl\' in directory \'/root\''),
        ('E9', 'DEBUG', 'salt.utils.schedule', "schedule: Job __mine_interval was scheduled with jid_include, adding to cache (jid_include defaults to True)"),
        ('E10', 'DEBUG', 'salt.utils.event', 'Sending event: tag = salt/job/2023{n}/ret/{host}; data = ...'),
    ])


if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout6')
    os.makedirs(here, exist_ok=True)
    for name, rows in heldout6():
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
