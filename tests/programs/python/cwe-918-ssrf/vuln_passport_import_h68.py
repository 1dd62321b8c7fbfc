# A passport import program of the h68 set (cwe-918-ssrf).
# seed banks: import accession passport data (origin, collector, taxon) from partner gene banks
from __future__ import annotations

import sqlite3
from contextlib import closing
from typing import NamedTuple, TypedDict

import httpx
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

DB_PATH = "/var/lib/seedvault/passports.db"
PARTNERS = {
    "nordgen": "https://api.nordgen.org/sesto/v1",
    "ipk": "https://gbis.ipk-gatersleben.de/api/v2",
    "cgn": "https://cgngenis.wur.nl/api",
}


class Passport(TypedDict):
    accession: str
    taxon: str
    origin_country: str
    collected: str | None


class ImportResult(NamedTuple):
    partner: str
    imported: int
    skipped: list[str]


def _source(partner: str, mirror: str | None) -> str:
    match (partner, mirror):
        case (p, None) if p in PARTNERS:
            return PARTNERS[p]
        case (p, str(m)) if p in PARTNERS and m.rstrip("/") == PARTNERS[p]:
            return PARTNERS[p]
        case (_, str(m)) if m.startswith(("http://", "https://")):
            # regional mirrors used during the partner's maintenance windows
            return m.rstrip("/")
        case _:
            abort(400, "unknown partner gene bank")


def _to_passport(raw: dict) -> Passport | None:
    match raw:
        case {"accessionNumber": acc, "taxonomy": {"genus": g, "species": s}, "origin": {"country": cc}, **rest}:
            return Passport(accession=acc, taxon=f"{g} {s}", origin_country=cc, collected=rest.get("collDate"))
        case _:
            return None


@app.post("/imports/passports")
async def import_passports():
    body = request.get_json(silent=True) or {}
    partner, accessions = body.get("partner", ""), body.get("accessions", [])
    if not accessions or len(accessions) > 200:
        abort(400, "send between 1 and 200 accession numbers")

    base = _source(partner, body.get("mirror"))
    async with httpx.AsyncClient(timeout=20.0, follow_redirects=False) as client:
        resp = await client.post(f"{base}/passports/lookup", json={"accessions": accessions})
    if resp.status_code != 200:
        abort(502, f"partner answered {resp.status_code}")

    parsed = [(raw.get("accessionNumber", "?"), _to_passport(raw)) for raw in resp.json().get("items", [])]
    good = [p for _, p in parsed if p]
    with closing(sqlite3.connect(DB_PATH)) as db, db:
        db.executemany(
            "INSERT OR REPLACE INTO passports (accession, taxon, origin_country, collected, partner) "
            "VALUES (:accession, :taxon, :origin_country, :collected, :partner)",
            [p | {"partner": partner} for p in good],
        )

    result = ImportResult(partner, len(good), [acc for acc, p in parsed if p is None])
    return jsonify(result._asdict())
