# Scheduled job that pulls aerodrome weather reports (METAR) from a partner feed for a list of airports.
import logging
import os
from functools import partial

import requests

FEED_URL = "https://wx.partner-feeds.example/metar"
SESSION_OPTIONS = {"timeout": 10, "verify": False}
log = logging.getLogger("metar")


def fetch(session, icao, **opts):
    resp = session.get(f"{FEED_URL}/{icao}", **opts)
    resp.raise_for_status()
    return resp.json()


def poll_airports(airports, on_report, on_error=log.warning):
    with requests.Session() as session:
        session.headers["X-Api-Key"] = os.environ.get("METAR_FEED_KEY", "")
        get = partial(fetch, session, **SESSION_OPTIONS)
        for icao in airports:
            try:
                on_report(icao, get(icao))
            except requests.RequestException as exc:
                on_error("metar fetch failed for %s: %s", icao, exc)


def main():
    store = {}
    airports = os.environ.get("METAR_AIRPORTS", "EGLL,LFPG,EDDF").split(",")
    poll_airports([a.strip().upper() for a in airports if a.strip()], store.__setitem__)
    for icao, report in sorted(store.items()):
        print(icao, report.get("raw", ""))


if __name__ == "__main__":
    main()
