# A tattoo consent export program of the h62 set (cwe-732-permissions).
"""Exports the day's signed consent forms from the tattoo studio's front-desk database.

Each artist gets one JSON file with their clients' consent details (allergies, skin
conditions, medication) for the session paperwork that must be kept on file.

    consent_export.py --day 2025-06-14 --out /srv/studio/consent-exports
"""
import argparse
import json
import os
import sqlite3
import sys
from datetime import date
from itertools import groupby
from operator import itemgetter
from pathlib import Path
from typing import Dict, Iterable, List

DB_PATH = os.environ.get("STUDIO_DB", "/var/lib/studio/frontdesk.db")

QUERY = (
    "SELECT a.name AS artist, c.full_name, c.date_of_birth, f.allergies, f.skin_conditions, "
    "f.medication, f.placement, f.signed_at "
    "FROM consent_forms f JOIN clients c ON c.id = f.client_id JOIN artists a ON a.id = f.artist_id "
    "WHERE date(f.signed_at) = ? ORDER BY a.name, f.signed_at"
)


def forms_for(day: date) -> List[Dict]:
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute(QUERY, (day.isoformat(),))]


def by_artist(forms: Iterable[Dict]) -> Dict[str, List[Dict]]:
    return {artist: list(rows) for artist, rows in groupby(forms, key=itemgetter("artist"))}


def file_name(artist: str, day: date) -> str:
    handle = "".join(ch for ch in artist.lower() if ch.isalnum()) or "artist"
    return f"{day.isoformat()}-{handle}.json"


def write_export(out_dir: Path, artist: str, day: date, forms: List[Dict]) -> Path:
    target = out_dir / file_name(artist, day)
    target.write_text(json.dumps({"artist": artist, "day": day.isoformat(), "forms": forms}, indent=2))
    os.chmod(target, 0o666)
    return target


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description="Export signed consent forms per artist")
    parser.add_argument("--day", type=date.fromisoformat, default=date.today())
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)

    grouped = by_artist(forms_for(args.day))
    if not grouped:
        print(f"no consent forms signed on {args.day}", file=sys.stderr)
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for artist, forms in grouped.items():
        path = write_export(args.out, artist, args.day, forms)
        print(f"{path} ({len(forms)} forms)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
