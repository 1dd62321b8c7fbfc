# Flask diagnostics endpoint that pings a host supplied by an operator.
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
PING_COUNT = 3


def run_ping(host, count=PING_COUNT):
    cmd = f"ping -c {count} -W 2 {host}"
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=20)
    return result.returncode, result.stdout


@app.post("/diagnostics/ping")
def ping():
    body = request.get_json(silent=True) or {}
    host = str(body.get("host", "")).strip()
    if not host:
        return jsonify(error="host required"), 400
    try:
        code, output = run_ping(host)
    except subprocess.TimeoutExpired:
        return jsonify(error="timed out"), 504
    return jsonify(host=host, reachable=code == 0, output=output)
