# webhook registration that probes callbacks outside the partner domain
import requests
from flask import Flask, request

app = Flask(__name__)
PARTNER = "https://hooks.partner.example.com/"


@app.post("/webhooks")
def register():
    url = request.json["callback"]
    if not url.startswith(PARTNER) and not requests.head(url, timeout=3).ok:
        return {"error": "callback unreachable"}, 400
    return {"registered": True}
