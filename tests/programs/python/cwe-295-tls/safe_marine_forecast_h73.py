# A marine forecast program of the h73 set (cwe-295-tls).
import json
import logging
import os
import ssl
import urllib.request
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlencode

from apscheduler.schedulers.blocking import BlockingScheduler

log = logging.getLogger("marine_forecast")

FORECAST_URL = "https://api.saltwatermarine.net/v2/forecast"
API_KEY = os.environ.get("SALTWATER_API_KEY", "")
STATIONS = {"harbor": "46086", "point": "46025"}
STATUS_FILE = Path("/srv/flukeandfin/sailing-status.json")
MAX_WIND_KT = 22.0
MAX_SWELL_FT = 8.0


def tls_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    return ctx


def fetch_forecast(station_id: str) -> dict:
    query = urlencode({"station": station_id, "hours": 12, "units": "imperial"})
    req = urllib.request.Request(
        f"{FORECAST_URL}?{query}",
        headers={"Authorization": f"Bearer {API_KEY}", "Accept": "application/json"},
    )
    with urllib.request.urlopen(req, context=tls_context(), timeout=15) as resp:
        return json.loads(resp.read().decode("utf-8"))


def worst_conditions(periods: list[dict]) -> tuple[float, float]:
    wind = max((float(p.get("wind_kt", 0)) for p in periods), default=0.0)
    swell = max((float(p.get("swell_ft", 0)) for p in periods), default=0.0)
    return wind, swell


def check_sailings() -> None:
    status = {"checked_at": datetime.now(timezone.utc).isoformat(timespec="minutes"), "departures": {}}
    for dock, station in STATIONS.items():
        try:
            forecast = fetch_forecast(station)
        except (OSError, ValueError) as exc:
            log.error("forecast for %s unavailable: %s", dock, exc)
            status["departures"][dock] = {"state": "unknown"}
            continue
        wind, swell = worst_conditions(forecast.get("periods", []))
        cancel = wind > MAX_WIND_KT or swell > MAX_SWELL_FT
        status["departures"][dock] = {
            "state": "cancel" if cancel else "sail",
            "max_wind_kt": wind,
            "max_swell_ft": swell,
        }
        log.info("%s: wind %.1f kt, swell %.1f ft -> %s", dock, wind, swell, "cancel" if cancel else "sail")
    tmp = STATUS_FILE.with_suffix(".tmp")
    tmp.write_text(json.dumps(status, indent=2), encoding="utf-8")
    tmp.replace(STATUS_FILE)


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    scheduler = BlockingScheduler(timezone="America/Los_Angeles")
    scheduler.add_job(check_sailings, "interval", minutes=30, next_run_time=datetime.now(timezone.utc))
    scheduler.start()


if __name__ == "__main__":
    main()
