# Flask endpoint running network diagnostics described by a JSON job
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/diag/trace")
def trace():
    job = request.get_json(force=True)
    match job:
        case {"action": "trace", "host": str(host)}:
            out = subprocess.run(f"traceroute -m 8 {host}", shell=True, capture_output=True, text=True)
            return jsonify(output=out.stdout)
        case _:
            return jsonify(error="unknown job"), 400
