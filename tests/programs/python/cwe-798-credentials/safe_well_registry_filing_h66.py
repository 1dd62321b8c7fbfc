# A well registry filing program of the h66 set (cwe-798-credentials).
#!/usr/bin/env python
# Files completed borehole logs with the regional water-abstraction registry.
# Crews drop their CSV logs in the outbox; this runs every evening.
import os
import csv
import sys
import json
import glob
import shutil
import argparse
import urllib.request
import urllib.error

REGISTRY_URL = "https://api.abstraction-registry.org.uk/v2/boreholes"
REGISTRY_TOKEN = os.environ.get("WELL_REGISTRY_TOKEN", "")
CONTRACTOR_ID = "WD-0417"


def read_log(path):
    with open(path) as fh:
        rows = list(csv.DictReader(fh))
    if not rows:
        return None
    head = rows[0]
    return {
        "contractor": CONTRACTOR_ID,
        "grid_ref": head["grid_ref"],
        "depth_m": float(head["depth_m"]),
        "rest_water_level_m": float(head["rest_level_m"]),
        "test_yield_lph": int(head["yield_lph"]),
        "strata": [{"from_m": float(r["from_m"]), "to_m": float(r["to_m"]),
                    "material": r["material"]} for r in rows],
    }


def submit(record):
    req = urllib.request.Request(
        REGISTRY_URL, data=json.dumps(record).encode("utf-8"),
        headers={"Content-Type": "application/json",
                 "Authorization": "Token %s" % REGISTRY_TOKEN})
    resp = urllib.request.urlopen(req, timeout=30)
    try:
        return json.loads(resp.read().decode("utf-8"))
    finally:
        resp.close()


def main():
    ap = argparse.ArgumentParser(description="file borehole logs")
    ap.add_argument("--outbox", default="/srv/welldig/outbox")
    ap.add_argument("--filed", default="/srv/welldig/filed")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    if not REGISTRY_TOKEN and not args.dry_run:
        sys.exit("WELL_REGISTRY_TOKEN is not set")

    failures = 0
    for path in sorted(glob.glob(os.path.join(args.outbox, "*.csv"))):
        record = read_log(path)
        if record is None:
            continue
        if args.dry_run:
            print("would file %s (%s)" % (os.path.basename(path), record["grid_ref"]))
            continue
        try:
            result = submit(record)
        except urllib.error.URLError as exc:
            print("failed %s: %s" % (path, exc), file=sys.stderr)
            failures += 1
            continue
        print("filed %s as %s" % (os.path.basename(path), result.get("permit_ref")))
        shutil.move(path, os.path.join(args.filed, os.path.basename(path)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
