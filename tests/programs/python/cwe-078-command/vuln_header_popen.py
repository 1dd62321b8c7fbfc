# request header is formatted into a shell pipeline run with os.popen
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/whois")
def whois():
    agent = request.headers.get("X-Lookup", "example.org")
    cmd = "whois {} | head -n 20".format(agent)
    return os.popen(cmd).read()
