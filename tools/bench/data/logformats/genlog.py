"""Shared by the generators of labelled log formats (make_dev12.py, make_dev13.py, make_heldout13.py): random
values for message templates, stamps, and the rows of one file. Each generator seeds `R` with its own number first,
so its files come out the same on every run."""
import json, os, random, re

R = random.Random()
HOSTS = ['api.example.com', 'db01.internal', 'cache-2.internal', 'auth.example.org', 'files.example.net']
USERS = ['alice', 'bob', 'carol', 'dave', 'erin']
NORM = {'info': 'info', 'warning': 'warning', 'warn': 'warning', 'error': 'error', 'err': 'error',
        'debug': 'debug', 'notice': 'notice', 'critical': 'critical', 'crit': 'critical', 'fatal': 'critical',
        'alert': 'critical', 'trace': 'trace', 'verb': 'trace', 'inf': 'info', 'wrn': 'warning', 'dbg': 'debug',
        'i': 'info', 'w': 'warning', 'e': 'error', 'd': 'debug', 'v': 'trace', 'f': 'critical', 'note': 'notice',
        'trc': 'trace', 'ftl': 'critical', 'verbose': 'trace'}
MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

def var(kind):
    if kind == 'n': return str(R.randint(1, 5000))
    if kind == 'ms': return str(R.randint(3, 9000))
    if kind == 'ip': return '.'.join(str(R.randint(1, 254)) for _ in range(4))
    if kind == 'hex': return '%08x' % R.getrandbits(32)
    if kind == 'uuid': return '%08x-%04x-%04x-%04x-%012x' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48))
    if kind == 'host': return R.choice(HOSTS)
    if kind == 'user': return R.choice(USERS)
    if kind == 'port': return str(R.choice([80, 443, 5060, 8080, 8086, 8529]))
    if kind == 'pct': return '%.1f' % R.uniform(1, 99)
    if kind == 'ver': return '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 99))
    if kind == 'mac': return ':'.join('%02x' % R.getrandbits(8) for _ in range(6))
    if kind == 'guid': return '{%08X-%04X-%04X-%04X-%012X}' % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48))
    if kind == 'x': return '0x%x' % R.getrandbits(24)
    raise KeyError(kind)

def fill(t):
    return re.sub(r'\{(\w+)\}', lambda m: var(m.group(1)), t)

def stamp(fmt):
    y, mo, d = 2023, R.randint(1, 12), R.randint(1, 28)
    h, mi, s, ms = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)
    return fmt.format(y=y, mo=mo, d=d, h=h, mi=mi, s=s, ms=ms, us=R.randint(0, 999999), mon=MONTHS[mo - 1])

def make(name, header, events, n=30):
    """events: (event id, level word as written or None, component, message template)."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        msg = fill(tmpl)
        line = header(lvl, comp, msg)
        if '\t{' in msg: msg = msg[:msg.index('\t{')]
        norm = NORM.get(lvl.strip().lower().split('.')[-1]) if lvl else None
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out


def make_filled(name, header, events, n=30):
    """make, but a component may hold a placeholder too (a source line `{n}`), filled once per row."""
    out = []
    for _ in range(n):
        eid, lvl, comp, tmpl = R.choice(events)
        comp, msg = fill(comp), fill(tmpl)
        line = header(lvl, comp, msg)
        norm = NORM.get(lvl.strip().lower()) if lvl else None
        out.append({'line': line, 'level': norm, 'component': comp, 'message': msg, 'event': eid})
    return name, out


def write(folder, files):
    """Writes each (name, rows) of `files` as `<folder>/<name>.jsonl` next to this module."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), folder)
    os.makedirs(here, exist_ok=True)
    for name, rows in files:
        with open(os.path.join(here, name + '.jsonl'), 'w') as f:
            for r in rows:
                f.write(json.dumps(r) + '\n')
