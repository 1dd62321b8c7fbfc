# host name queued in a deque and taken back out before a ping
import collections
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping", methods=["POST"])
def ping():
    pending = collections.deque()
    pending.append("localhost")
    pending.append(request.form.get("host", ""))
    pending.popleft()
    target = pending.popleft()
    out = subprocess.run(f"ping -c 1 {target}", shell=True, capture_output=True)
    return out.stdout
