# A ais feed program of the h69 set (cwe-295-tls).
import json
import logging
import os
import time
from dataclasses import asdict, dataclass

import requests
import schedule

log = logging.getLogger("ais")

AIS_BASE = "https://ais-gateway.harbourlink-marine.net/api/v1"
BOARD_FILE = "/var/lib/tugdispatch/positions.json"


@dataclass
class Position:
    mmsi: str
    name: str
    lat: float
    lon: float
    speed_kn: float
    heading: int


class AisClient:
    def __init__(self, api_key: str, area: str):
        self.area = area
        self.session = requests.Session()
        self.session.headers.update({"X-Api-Key": api_key, "Accept": "application/json"})
        self.session.verify = os.environ.get("AIS_CA_BUNDLE", True)

    def vessels_in_area(self) -> list[Position]:
        resp = self.session.get(f"{AIS_BASE}/areas/{self.area}/vessels", timeout=15)
        resp.raise_for_status()
        out = []
        for v in resp.json().get("vessels", []):
            out.append(
                Position(
                    mmsi=str(v["mmsi"]),
                    name=v.get("name", "").strip() or "UNKNOWN",
                    lat=float(v["lat"]),
                    lon=float(v["lon"]),
                    speed_kn=float(v.get("sog", 0.0)),
                    heading=int(v.get("hdg", 0)),
                )
            )
        return out

    def vessel_eta(self, mmsi: str) -> str | None:
        resp = self.session.get(f"{AIS_BASE}/vessels/{mmsi}/voyage", timeout=15)
        if resp.status_code == 404:
            return None
        resp.raise_for_status()
        return resp.json().get("eta")


client = AisClient(os.environ["AIS_API_KEY"], area=os.environ.get("AIS_AREA", "outer-harbour"))


def refresh_board():
    try:
        vessels = client.vessels_in_area()
    except requests.RequestException as exc:
        log.warning("AIS poll failed: %s", exc)
        return
    inbound = [v for v in vessels if v.speed_kn > 0.5]
    board = {
        "updated": int(time.time()),
        "vessels": [asdict(v) | {"eta": client.vessel_eta(v.mmsi)} for v in inbound[:25]],
    }
    tmp = BOARD_FILE + ".tmp"
    with open(tmp, "w") as fh:
        json.dump(board, fh)
    os.replace(tmp, BOARD_FILE)
    log.info("board refreshed with %d inbound vessels", len(board["vessels"]))


schedule.every(30).seconds.do(refresh_board)

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    refresh_board()
    while True:
        schedule.run_pending()
        time.sleep(1)
