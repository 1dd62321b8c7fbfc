# A hovercraft weather poll program of the h74 set (cwe-295-tls).
import json
import logging
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import requests

log = logging.getLogger("solentglide.weather")

FEEDS = {
    "wind": "https://marine-api.coastwatch-met.co.uk/v1/stations/{station}/wind",
    "waves": "https://buoys.channelobs.org/api/latest/{station}",
    "tide": "https://tides.harbourauthority-data.co.uk/predictions/{station}",
}
CROSSINGS = {"SOUTHSEA-RYDE": "SOL04", "RYDE-SOUTHSEA": "SOL04", "LYMINGTON-YARMOUTH": "SOL11"}
BOARD_FILE = Path(os.environ.get("GO_BOARD", "/var/www/ops/go-board.json"))
MAX_WIND_KT = 35
MAX_WAVE_M = 2.5

_local = threading.local()


def _session() -> requests.Session:
    session = getattr(_local, "session", None)
    if session is None:
        session = requests.Session()
        session.headers["User-Agent"] = "solentglide-ops/1.9"
        session.verify = False
        _local.session = session
    return session


def fetch_feed(kind: str, station: str) -> tuple[str, str, dict]:
    url = FEEDS[kind].format(station=station)
    resp = _session().get(url, timeout=10)
    resp.raise_for_status()
    return kind, station, resp.json()


def decide(readings: dict) -> tuple[bool, str]:
    wind = readings.get("wind", {}).get("gust_kt")
    wave = readings.get("waves", {}).get("significant_height_m")
    if wind is None or wave is None:
        return False, "missing data"
    if wind > MAX_WIND_KT:
        return False, f"gusts {wind} kt"
    if wave > MAX_WAVE_M:
        return False, f"waves {wave} m"
    return True, "within limits"


def poll_once(pool: ThreadPoolExecutor) -> dict:
    stations = set(CROSSINGS.values())
    futures = [pool.submit(fetch_feed, kind, st) for st in stations for kind in FEEDS]
    per_station: dict[str, dict] = {st: {} for st in stations}
    for fut in as_completed(futures, timeout=60):
        try:
            kind, station, data = fut.result()
        except requests.RequestException as exc:
            log.warning("feed error: %s", exc)
            continue
        per_station[station][kind] = data

    board = {"updated": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "crossings": {}}
    for crossing, station in CROSSINGS.items():
        go, reason = decide(per_station[station])
        board["crossings"][crossing] = {"go": go, "reason": reason,
                                        "tide": per_station[station].get("tide", {}).get("next_high")}
    return board


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(threadName)s %(message)s")
    with ThreadPoolExecutor(max_workers=6, thread_name_prefix="feed") as pool:
        while True:
            board = poll_once(pool)
            tmp = BOARD_FILE.with_suffix(".tmp")
            tmp.write_text(json.dumps(board, indent=2))
            tmp.replace(BOARD_FILE)
            log.info("go board: %s", {k: v["go"] for k, v in board["crossings"].items()})
            time.sleep(300)


if __name__ == "__main__":
    main()
