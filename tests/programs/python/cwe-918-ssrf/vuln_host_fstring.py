# host name from the form formatted into an internal status URL
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/health", methods=["POST"])
def health():
    host = request.form["host"]
    r = requests.post(f"http://{host}:8080/status", json={"probe": True}, timeout=3)
    return r.text
