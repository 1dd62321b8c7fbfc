# encoded file name from a header decoded and opened
import base64

from flask import Flask, request

app = Flask(__name__)


@app.route("/report")
def report():
    encoded = request.headers.get("X-Report", "")
    name = base64.b64decode(encoded).decode("utf-8")
    with open("/var/reports/" + name, "r") as fh:
        return fh.read()
