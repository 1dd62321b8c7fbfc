# Flask endpoint that exports smart-meter readings for a date range using the site's CSV export tool.
import subprocess
from functools import reduce

from flask import Flask, jsonify, request

app = Flask(__name__)
EXPORT_TOOL = "/opt/grid/bin/meter-export"


def pipeline(*steps):
    return lambda value: reduce(lambda acc, fn: fn(acc), steps, value)


def as_flag(name):
    return lambda value: f"--{name}={value}"


normalise = pipeline(str, str.strip, lambda v: v.replace(" ", ""))


def run_export(args):
    command = " ".join([EXPORT_TOOL] + args)
    return subprocess.run(command, shell=True, capture_output=True, text=True, timeout=60)


@app.post("/meters/<meter_id>/export")
def export_readings(meter_id):
    body = request.get_json(force=True) or {}
    fields = {"meter": meter_id, "from": body.get("from", ""), "to": body.get("to", "")}
    args = [as_flag(k)(normalise(v)) for k, v in fields.items()]
    result = run_export(args)
    if result.returncode != 0:
        return jsonify(error=result.stderr[-500:]), 502
    return jsonify(meter=meter_id, rows=result.stdout.splitlines())
