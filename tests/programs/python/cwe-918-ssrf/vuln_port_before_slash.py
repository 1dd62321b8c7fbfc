# the value comes between the host and the first "/": "80@evil.example" makes it another host
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/status")
def status():
    url = "https://api.example.com:" + request.args["port"] + "/status"
    return requests.get(url, timeout=5).text
