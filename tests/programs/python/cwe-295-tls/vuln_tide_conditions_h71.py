# A tide conditions program of the h71 set (cwe-295-tls).
import json
import logging
import os
import time
from datetime import datetime, timezone
from pathlib import Path

import requests
import schedule

log = logging.getLogger("conditions")

MARINE_API = "https://api.bluewatermarine.io/v2/conditions"
API_KEY = os.environ.get("BLUEWATER_API_KEY", "")
BOARD_FILE = Path(os.environ.get("BOARD_FILE", "/srv/reefline/board/conditions.json"))
SITES = {
    "north-wall": (50.3651, -4.1423),
    "eddystone-wreck": (50.1800, -4.2650),
    "drake-island": (50.3570, -4.1570),
}


class ConditionsUnavailable(RuntimeError):
    pass


def fetch_site(session: requests.Session, lat: float, lon: float) -> dict:
    params = {"lat": lat, "lon": lon, "fields": "tide,swell,visibility,water_temp"}
    headers = {"X-Api-Key": API_KEY}
    try:
        resp = session.get(MARINE_API, params=params, headers=headers, timeout=20)
    except requests.exceptions.SSLError as exc:
        log.warning("TLS problem talking to marine API (%s); retrying", exc)
        resp = session.get(MARINE_API, params=params, headers=headers, timeout=20, verify=False)
    except requests.RequestException as exc:
        raise ConditionsUnavailable(str(exc)) from exc

    if resp.status_code != 200:
        raise ConditionsUnavailable(f"marine API answered {resp.status_code}")
    return resp.json()


def refresh_board() -> None:
    board = {"updated": datetime.now(timezone.utc).isoformat(timespec="minutes"), "sites": {}}
    with requests.Session() as session:
        for name, (lat, lon) in SITES.items():
            try:
                data = fetch_site(session, lat, lon)
            except ConditionsUnavailable as exc:
                log.error("no conditions for %s: %s", name, exc)
                board["sites"][name] = {"status": "unavailable"}
                continue
            board["sites"][name] = {
                "status": "ok",
                "tide": data.get("tide", {}).get("state"),
                "swell_m": data.get("swell", {}).get("height_m"),
                "visibility_m": data.get("visibility_m"),
                "water_temp_c": data.get("water_temp_c"),
            }

    tmp = BOARD_FILE.with_suffix(".tmp")
    tmp.write_text(json.dumps(board, indent=2))
    tmp.replace(BOARD_FILE)
    log.info("board refreshed for %d sites", len(board["sites"]))


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    schedule.every(30).minutes.do(refresh_board)
    refresh_board()
    while True:
        schedule.run_pending()
        time.sleep(30)


if __name__ == "__main__":
    main()
