# A survey sheet metadata program of the h64 set (cwe-295-tls).
"""Pulls sheet metadata from the national survey's catalogue for a map edition.

Input is the edition's sheet list exported from the cartographers' planning
sheet (CSV: sheet_id,scale,edition_year). For every sheet the script asks
the survey catalogue for the latest revision date and bounding box, then
writes a JSON index used by the compilation team.
"""
import csv
import json
import logging
import os
import re
import sys
from collections import defaultdict

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

log = logging.getLogger("sheet_metadata")

CATALOGUE = "https://catalogue.survey-agency.example.org/api/v3/sheets/"
SHEET_ID = re.compile(r"[A-Z]{2}\d{2}[NSEW]{2}")
SCALES = {"25000", "50000", "250000"}


def session():
    s = requests.Session()
    s.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5, status_forcelist=[502, 503])))
    s.headers["Accept"] = "application/json"
    s.verify = os.environ.get("SURVEY_CA_BUNDLE", True)
    return s


def read_sheet_list(path):
    sheets = []
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            sheet_id = row.get("sheet_id", "").strip().upper()
            scale = row.get("scale", "").strip()
            if not SHEET_ID.fullmatch(sheet_id) or scale not in SCALES:
                log.warning("skipping row %r", row)
                continue
            sheets.append({"sheet": sheet_id, "scale": int(scale), "edition": int(row.get("edition_year", 0))})
    return sheets


def fetch_meta(sess, sheet):
    resp = sess.get(CATALOGUE + sheet["sheet"], params={"scale": sheet["scale"]}, timeout=20)
    resp.raise_for_status()
    data = resp.json()
    west, south, east, north = data["bbox"]
    return {
        **sheet,
        "revised": data.get("last_revision"),
        "bbox": {"w": west, "s": south, "e": east, "n": north},
        "stale": (data.get("last_revision") or "0000")[:4] > str(sheet["edition"]),
    }


def main(path, out_path):
    sess = session()
    by_scale = defaultdict(list)
    for sheet in read_sheet_list(path):
        try:
            by_scale[sheet["scale"]].append(fetch_meta(sess, sheet))
        except (requests.RequestException, KeyError, ValueError) as exc:
            log.error("%s: %s", sheet["sheet"], exc)
    index = {str(scale): sorted(items, key=lambda m: m["sheet"]) for scale, items in sorted(by_scale.items())}
    with open(out_path, "w", encoding="utf-8") as fh:
        json.dump(index, fh, indent=2)
    stale = sum(1 for items in index.values() for m in items if m["stale"])
    log.info("wrote %s (%d sheets need revision)", out_path, stale)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main(sys.argv[1], sys.argv[2])
