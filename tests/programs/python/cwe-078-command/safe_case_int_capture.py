# Flask endpoint running network diagnostics described by a JSON job
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/diag")
def diag():
    job = request.get_json(force=True)
    match job:
        case {"action": "ping", "count": int(count)} if 0 < count <= 10:
            out = subprocess.run(f"ping -c {count} gateway.internal", shell=True, capture_output=True, text=True)
            return jsonify(output=out.stdout)
        case {"action": "uptime"}:
            out = subprocess.run("uptime", shell=True, capture_output=True, text=True)
            return jsonify(output=out.stdout)
        case _:
            return jsonify(error="unknown job"), 400
