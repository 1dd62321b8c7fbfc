# webhook registration that probes the callback unless it is a partner URL
import requests
from flask import Flask, request

app = Flask(__name__)
PARTNER = "https://hooks.partner.example.com/"


@app.post("/webhooks")
def register():
    url = request.json["callback"]
    reachable = url.startswith(PARTNER) or requests.head(url, timeout=3).ok
    return {"registered": bool(reachable)}
