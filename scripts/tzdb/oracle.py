#!/usr/bin/env python3
"""
The oracle for our own time-zone history (issue 32 §1): every transition 1850–2100 of every zone the gazetteer uses,
as the system's compiled tz database gives it (Debian's tzdata is built with backzone). Dev-only: the output is
committed and the test reads it, so CI needs no Python.

  python3 scripts/tzdb/oracle.py   # writes src/core/time/tzdb/__fixtures__/system-tzdb.json.gz

Explicit transitions come from the TZif files; the years after the last explicit one follow the file's POSIX rule,
expanded through Python's zoneinfo (a daily scan, then bisection to the second).
"""
import gzip, json, re, sys
from datetime import datetime, timezone, timedelta
from zoneinfo import ZoneInfo
import zoneinfo._common as tzif

ROOT = '/work/main' if len(sys.argv) < 2 else sys.argv[1]
END = int(datetime(2101, 1, 1, tzinfo=timezone.utc).timestamp())
START = int(datetime(1850, 1, 1, tzinfo=timezone.utc).timestamp())

def version():
    with open('/usr/share/zoneinfo/tzdata.zi') as f:
        return f.readline().split()[-1]

def gazetteer_zones():
    zones = set()
    for name in ('core', 'towns', 'world'):
        text = open(f'{ROOT}/src/core/geo/data/{name}.json', encoding='utf8').read()
        zones |= set(json.loads(text)['zones'])
    return sorted(zones)

def state(zi, t):
    dt = datetime.fromtimestamp(t, tz=timezone.utc).astimezone(zi)
    return int(dt.utcoffset().total_seconds()), 1 if dt.dst() else 0

def transitions(tz):
    with open(f'/usr/share/zoneinfo/{tz}', 'rb') as f:
        idx, times, utcoff, isdst, abbr, footer = tzif.load_data(f)
    zi = ZoneInfo(tz)
    # The state before the first transition is the file's first type (local mean time for most zones).
    out = [[None, utcoff[0], isdst[0]]]
    for t, i in zip(times, idx):
        if t >= END:
            break
        if [utcoff[i], isdst[i]] != out[-1][1:]:
            out.append([t, utcoff[i], isdst[i]])
    last = times[-1] if times else START
    # After the explicit list: the footer's rule, found by a daily scan and bisection to the second.
    t = max(last, START) + 1
    prev = state(zi, t)
    while t < END:
        nxt = min(t + 86400, END)
        s = state(zi, nxt)
        if s != prev:
            lo, hi = t, nxt
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if state(zi, mid) == prev:
                    lo = mid
                else:
                    hi = mid
            out.append([hi, s[0], s[1]])
            prev = s
        t = nxt
    # Only what the test checks: the state in force at 1850 and every change after it.
    first = max((i for i, r in enumerate(out) if r[0] is None or r[0] <= START), default=0)
    return [[None, *out[first][1:]]] + out[first + 1:]

def main():
    zones = gazetteer_zones()
    data = {'version': version(), 'from': '1850-01-01', 'to': '2100-12-31', 'zones': {}}
    for tz in zones:
        data['zones'][tz] = transitions(tz)
    path = f'{ROOT}/src/core/time/tzdb/__fixtures__/system-tzdb.json.gz'
    import os
    os.makedirs(os.path.dirname(path), exist_ok=True)
    raw = json.dumps(data, separators=(',', ':')).encode()
    with gzip.GzipFile(path, 'wb', 9, mtime=0) as f:
        f.write(raw)
    n = sum(len(v) for v in data['zones'].values())
    print(f'{len(zones)} zones, {n} states, tzdata {data["version"]}: {len(raw)} bytes, written to {path}')

main()
