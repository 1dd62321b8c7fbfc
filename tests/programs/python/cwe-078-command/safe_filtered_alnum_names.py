# pings the hosts a visitor listed, keeping only plain alphanumeric names
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    hosts = [h for h in request.args.get("hosts", "").split(",") if h.isalnum()]
    for_shell = " ".join(f"{h}.internal" for h in hosts)
    return os.popen("fping " + for_shell).read()
