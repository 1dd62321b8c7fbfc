# A fencing school federation results import program of the h75 set (cwe-918-ssrf).
import logging
import os
import sqlite3

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("fencing.results")
DB_PATH = os.environ.get("FENCING_DB", "/var/lib/fencing/school.db")

REGION_HOSTS = {
    "north": "north.fencing-federation.example",
    "south": "south.fencing-federation.example",
    "capital": "capital.fencing-federation.example",
}


class ImportFailed(Exception):
    def __init__(self, message, status=502):
        super().__init__(message)
        self.status = status


def results_url(region, event_id):
    if not event_id.isdigit():
        raise ImportFailed("event id must be numeric", status=400)
    try:
        host = REGION_HOSTS[region]
    except KeyError:
        raise ImportFailed(f"unknown federation region {region!r}", status=400) from None
    return f"https://{host}/api/events/{event_id}/results"


def download_results(url):
    try:
        response = requests.get(url, timeout=10, allow_redirects=False)
        response.raise_for_status()
        payload = response.json()
    except requests.HTTPError as exc:
        raise ImportFailed(f"federation answered {exc.response.status_code}") from exc
    except requests.RequestException as exc:
        raise ImportFailed(f"federation unreachable: {exc}") from exc
    except ValueError as exc:
        raise ImportFailed("federation returned something other than JSON") from exc
    bouts = payload.get("bouts") if isinstance(payload, dict) else None
    if not isinstance(bouts, list):
        raise ImportFailed(f"unexpected results document: {str(payload)[:200]}")
    return bouts


def store_bouts(event_id, bouts):
    stored = 0
    with sqlite3.connect(DB_PATH) as conn:
        for bout in bouts:
            try:
                conn.execute(
                    "INSERT OR IGNORE INTO bouts (event_id, fencer, opponent, weapon, touches_for, "
                    "touches_against) VALUES (?, ?, ?, ?, ?, ?)",
                    (int(event_id), bout["fencer"], bout["opponent"], bout["weapon"],
                     int(bout["for"]), int(bout["against"])),
                )
            except (KeyError, TypeError, ValueError):
                log.warning("event %s: skipping malformed bout %r", event_id, bout)
                continue
            stored += 1
    return stored


@app.route("/results/import", methods=["POST"])
def import_results():
    region = request.form.get("region", "").strip().lower()
    event_id = request.form.get("event_id", "").strip()
    try:
        url = results_url(region, event_id)
        bouts = download_results(url)
        stored = store_bouts(event_id, bouts)
    except ImportFailed as exc:
        log.info("results import failed: %s", exc)
        return jsonify(error=str(exc)), exc.status
    except sqlite3.Error:
        log.exception("could not store results")
        return jsonify(error="storage failed"), 500
    return jsonify(event=event_id, bouts=stored)


if __name__ == "__main__":
    app.run(port=8210)
