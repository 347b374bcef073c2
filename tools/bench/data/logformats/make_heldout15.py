#!/usr/bin/env python3
"""Writes heldout15/: eight labelled log formats, a blind set for issue 19's tenth round (the extract half),
written before any of that round's model code (none of them in another folder here, none a Loghub system).

Same JSON-lines rows as make.py; written from each product's public description of its layout, messages our own.
Run:  python3 tools/bench/data/logformats/make_heldout15.py

Labelling choices:
- Fail2ban (`stamp,ms name-24s[pid]: LEVEL-7s msg`): component the logger name (`fail2ban.filter`) without its
  padding; the pid is header; a jail in brackets opening the message (`[sshd] Found ...`) is the message's.
- Certbot's letsencrypt.log (`stamp,ms:LEVEL:logger:msg`): component the logger.
- CUPS error_log (`L [dd/Mon/yyyy:hh:mm:ss +0000] msg`, one-letter level): no component.
- Node-RED (`d Mon hh:mm:ss - [level] [type:name] msg`): component the node in brackets where there is one, else none.
- Vaultwarden (`[stamp][target][LEVEL] msg`): component the target (`vaultwarden::api::identity`).
- Frigate (`[stamp] logger<padding> LEVEL<padding> : msg`): component the logger.
- Monit (`[TZ Mon dd hh:mm:ss] level<padding> : msg`): no component.
- Pgpool-II (`stamp: app pid N: LEVEL:  msg`): component the process name (`main`, `health_check0` ...).
"""
import json, os, random, re

from genlog import HOSTS, MONTHS, NORM, R, USERS, fill, make_filled, stamp, var, write  # noqa: F401 (helpers the format functions use)


make = make_filled

R.seed(1915)


def fail2ban(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')} {c:<24}[{R.randint(300, 9000)}]: {l:<7} {m}"

def certbot(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{ms:03d}')}:{l}:{c}:{m}"

def cups(l, c, m):
    return f"{l} [{stamp('{d:02d}/{mon}/{y}:{h:02d}:{mi:02d}:{s:02d} +0000')}] {m}"

def nodered(l, c, m):
    head = f"{stamp('{d} {mon} {h:02d}:{mi:02d}:{s:02d}')} - [{l}]"
    return f"{head} [{c}] {m}" if c else f"{head} {m}"

def vaultwarden(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}][{c}][{l}] {m}"

def frigate(l, c, m):
    return f"[{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}')}] {c:<30} {l:<8}: {m}"

def monit(l, c, m):
    return f"[{stamp('UTC {mon} {d:2d} {h:02d}:{mi:02d}:{s:02d}')}] {l:<8} : {m}"

def pgpool(l, c, m):
    return f"{stamp('{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}.{ms:03d}')}: {c} pid {R.randint(300, 90000)}: {l}:  {m}"


def heldout15():
    yield make('fail2ban', fail2ban, [
        ('E1', 'INFO', 'fail2ban.filter', '[sshd] Found {ip} - 2023-11-24 10:15:30'),
        ('E2', 'NOTICE', 'fail2ban.actions', '[sshd] Ban {ip}'),
        ('E3', 'NOTICE', 'fail2ban.actions', '[sshd] Unban {ip}'),
        ('E4', 'INFO', 'fail2ban.server', 'Starting Fail2ban v1.0.{n}'),
        ('E5', 'WARNING', 'fail2ban.filter', "[nginx-http-auth] Unable to find a corresponding IP address for {host}: [Errno -2] Name or service not known"),
        ('E6', 'ERROR', 'fail2ban.utils', 'Command iptables -w -N f2b-sshd failed with exit code {n}'),
        ('E7', 'INFO', 'fail2ban.jail', "Jail 'sshd' started"),
    ])
    yield make('certbot', certbot, [
        ('E1', 'DEBUG', 'certbot._internal.main', 'certbot version: 2.7.{n}'),
        ('E2', 'DEBUG', 'certbot._internal.main', 'Arguments: --nginx -d {host}'),
        ('E3', 'INFO', 'certbot._internal.renewal', 'Certificate not yet due for renewal'),
        ('E4', 'DEBUG', 'acme.client', 'Sending GET request to https://acme-v02.api.letsencrypt.org/directory.'),
        ('E5', 'WARNING', 'certbot._internal.renewal', 'Attempting to renew cert ({host}) from /etc/letsencrypt/renewal/{host}.conf produced an unexpected error: Timeout during connect. Skipping.'),
        ('E6', 'ERROR', 'certbot._internal.log', 'Some challenges have failed.'),
        ('E7', 'DEBUG', 'urllib3.connectionpool', 'Starting new HTTPS connection (1): acme-v02.api.letsencrypt.org:443'),
    ])
    yield make('cups-error', cups, [
        ('E1', 'I', '', 'Listening to localhost:631 on fd {n}...'),
        ('E2', 'I', '', 'Full reload is required.'),
        ('E3', 'E', '', 'Unable to open listen socket for address [v1.::1]:631 - Cannot assign requested address.'),
        ('E4', 'W', '', 'No limit for CUPS-Get-Document defined in policy default - using Send-Document\'s policy.'),
        ('E5', 'I', '', '[Job {n}] Job completed.'),
        ('E6', 'E', '', '[Job {n}] Unable to send data to printer.'),
        ('E7', 'D', '', 'cupsdAcceptClient: {n} from localhost (Domain)'),
    ])
    yield make('node-red', nodered, [
        ('E1', 'info', '', 'Node-RED version: v3.1.{n}'),
        ('E2', 'info', '', 'Starting flows'),
        ('E3', 'info', 'mqtt-broker:local', 'Connected to broker: mqtt://{host}:1883'),
        ('E4', 'warn', 'http request:fetch', 'Request timed out after {ms}ms'),
        ('E5', 'error', 'function:parse', "TypeError: Cannot read properties of undefined (reading 'temp')"),
        ('E6', 'info', 'mqtt-broker:local', 'Disconnected from broker: mqtt://{host}:1883'),
        ('E7', 'warn', '', 'Flows file name not set. Generating name using hostname.'),
    ])
    yield make('vaultwarden', vaultwarden, [
        ('E1', 'INFO', 'vaultwarden::api::identity', 'User {user}@example.com logged in successfully. IP: {ip}'),
        ('E2', 'ERROR', 'vaultwarden::api::core::accounts', 'Username or password is incorrect. Try again. IP: {ip}. Username: {user}@example.com.'),
        ('E3', 'WARN', 'rocket::server', "Response was a non-`Responder` `Err`: Error { kind: NotFound }."),
        ('E4', 'INFO', 'rocket::launch', 'Rocket has launched from http://0.0.0.0:80'),
        ('E5', 'INFO', 'vaultwarden', 'Private key created correctly.'),
        ('E6', 'ERROR', 'vaultwarden::mail', 'SMTP error: Connection refused (os error {n})'),
    ])
    yield make('frigate', frigate, [
        ('E1', 'INFO', 'frigate.app', 'Starting Frigate (0.12.{n})'),
        ('E2', 'INFO', 'peewee_migrate', 'Starting migrations'),
        ('E3', 'INFO', 'detector.coral', 'Starting detection process: {n}'),
        ('E4', 'ERROR', 'frigate.video', 'front_door: Unable to read frames from ffmpeg process.'),
        ('E5', 'WARNING', 'frigate.watchdog', 'Detection appears to be stuck. Restarting detection process...'),
        ('E6', 'INFO', 'frigate.record.maintainer', 'Copied {n} recordings for camera front_door'),
        ('E7', 'ERROR', 'watchdog.front_door', 'No new recording segments were created for front_door in the last 120s. restarting the ffmpeg record process...'),
    ])
    yield make('monit', monit, [
        ('E1', 'info', '', "'nginx' process is running with pid {n}"),
        ('E2', 'error', '', "'nginx' process is not running"),
        ('E3', 'info', '', "'nginx' trying to restart"),
        ('E4', 'warning', '', "'rootfs' space usage {pct}% matches resource limit [space usage > 80.0%]"),
        ('E5', 'info', '', "Starting Monit 5.33.{n} daemon with http interface at [localhost]:2812"),
        ('E6', 'error', '', "Cannot connect to [{host}]:443 -- Connection refused"),
    ])
    yield make('pgpool2', pgpool, [
        ('E1', 'LOG', 'main', 'pgpool-II successfully started. version 4.4.{n} (nurikoboshi)'),
        ('E2', 'LOG', 'health_check0', 'health check retrying on DB node: 0 (round:{n})'),
        ('E3', 'ERROR', 'health_check1', 'failed to make persistent db connection'),
        ('E4', 'WARNING', 'child', 'failover/failback is in progress'),
        ('E5', 'LOG', 'sr_check_worker', 'verify_backend_node_status: primary 0 owns only {n} standbys out of 2'),
        ('E6', 'FATAL', 'child', 'client authentication failed'),
        ('E7', 'LOG', 'main', 'child process with pid: {n} exits with status 256'),
    ])

if __name__ == '__main__':
    write('heldout15', heldout15())
