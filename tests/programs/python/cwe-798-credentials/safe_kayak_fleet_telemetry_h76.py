# A kayak outfitter fleet GPS telemetry uploader program of the h76 set (cwe-798-credentials).
import logging
import os
import time

import psycopg2
import requests

log = logging.getLogger("fleet-telemetry")

DEFAULTS = {
    "db_host": "fleet-db.internal",
    "db_name": "fleet",
    "db_user": "telemetry",
    "db_password": "",
    "tracker_api": "https://api.trackwave.example/v3",
    "tracker_key": "",
    "poll_seconds": 60,
}
REQUIRED = ("db_password", "tracker_key")


def load_config() -> dict:
    config = dict(DEFAULTS)
    for key in config:
        env_value = os.environ.get(f"FLEET_{key.upper()}")
        if env_value is not None:
            config[key] = type(DEFAULTS[key])(env_value)
    missing = [key for key in REQUIRED if not config[key]]
    if missing:
        raise RuntimeError("missing settings: " + ", ".join(f"FLEET_{k.upper()}" for k in missing))
    return config


class TrackerClient:
    def __init__(self, base_url: str, api_key: str):
        self.base_url = base_url
        self.session = requests.Session()
        self.session.headers["X-Api-Key"] = api_key

    def positions(self, since: int) -> list:
        resp = self.session.get(f"{self.base_url}/positions", params={"since": since}, timeout=20)
        resp.raise_for_status()
        return resp.json()["positions"]


class PositionStore:
    def __init__(self, config: dict):
        self.conn = psycopg2.connect(host=config["db_host"], dbname=config["db_name"],
                                     user=config["db_user"], password=config["db_password"],
                                     sslmode="require")

    def save(self, positions: list) -> int:
        with self.conn, self.conn.cursor() as cur:
            for p in positions:
                cur.execute(
                    "INSERT INTO kayak_positions (boat_id, lat, lon, battery, seen_at) "
                    "VALUES (%s, %s, %s, %s, to_timestamp(%s)) ON CONFLICT DO NOTHING",
                    (p["device"], p["lat"], p["lon"], p.get("battery"), p["ts"]),
                )
        return len(positions)


class TelemetryLoop:
    def __init__(self, tracker: TrackerClient, store: PositionStore, interval: int):
        self.tracker = tracker
        self.store = store
        self.interval = interval
        self.cursor = int(time.time()) - 3600

    def tick(self) -> None:
        positions = self.tracker.positions(self.cursor)
        if positions:
            self.cursor = max(p["ts"] for p in positions)
            log.info("stored %d kayak positions", self.store.save(positions))

    def run_forever(self) -> None:
        while True:
            try:
                self.tick()
            except requests.RequestException as exc:
                log.warning("tracker unavailable: %s", exc)
            time.sleep(self.interval)


def main():
    logging.basicConfig(level=logging.INFO)
    config = load_config()
    loop = TelemetryLoop(TrackerClient(config["tracker_api"], config["tracker_key"]),
                         PositionStore(config), config["poll_seconds"])
    loop.run_forever()


if __name__ == "__main__":
    main()
