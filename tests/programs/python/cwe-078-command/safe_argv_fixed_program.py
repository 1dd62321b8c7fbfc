# network tool page: traceroute to a host given in the form
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/trace", methods=["POST"])
def trace():
    host = request.form.get("host", "")
    out = subprocess.run(["traceroute", "-m", "10", "--", host], capture_output=True, text=True)
    return {"lines": out.stdout.splitlines()}
