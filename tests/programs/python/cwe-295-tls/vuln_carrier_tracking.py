# Bottle endpoint that looks up shipment tracking through the carrier's HTTPS API.
import os

import requests
from bottle import Bottle, HTTPError, request

app = Bottle()
CARRIER_API = os.environ.get("CARRIER_API", "https://api.carrier-express.com/v1")


class CarrierClient:
    def __init__(self, api_key):
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {api_key}"
        self.session.verify = False

    def track(self, tracking_number):
        resp = self.session.get(
            f"{CARRIER_API}/shipments", params={"tracking": tracking_number}, timeout=10
        )
        resp.raise_for_status()
        return resp.json()


client = CarrierClient(os.environ["CARRIER_API_KEY"])


@app.get("/shipments/track")
def track():
    number = request.query.getunicode("number", "").strip()
    if not number:
        raise HTTPError(400, "tracking number required")
    try:
        data = client.track(number)
    except requests.RequestException:
        raise HTTPError(502, "carrier unavailable")
    return {"number": number, "status": data.get("status"), "eta": data.get("eta")}
