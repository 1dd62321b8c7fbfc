# An orchid misting plan gcf program of the h65 set (cwe-502-deser).
import base64
import binascii
import json
import pickle
from datetime import time

import functions_framework
from flask import jsonify

# Misting minutes per day by genus at 20 C; scaled for the house temperature below.
BASE_MISTING = {"phalaenopsis": 4, "cattleya": 6, "dendrobium": 5, "vanda": 12, "masdevallia": 15}


def decode_plan(token: str):
    """Plans are shared between growers as a compact token in the link."""
    raw = base64.b64decode(token.encode("ascii"), altchars=b"-_", validate=True)
    return pickle.loads(raw)


def misting_rota(plan: dict) -> list:
    house_temp = float(plan.get("house_temp_c", 20))
    factor = max(0.5, min(2.0, 1 + (house_temp - 20) * 0.08))
    rota = []
    for bench in plan.get("benches", []):
        genus = str(bench.get("genus", "")).lower()
        if genus not in BASE_MISTING:
            continue
        minutes = round(BASE_MISTING[genus] * factor)
        start = time(hour=int(bench.get("start_hour", 7)) % 24)
        rota.append({"bench": str(bench.get("name", ""))[:40], "genus": genus,
                     "start": start.isoformat(timespec="minutes"), "minutes": minutes})
    return rota


@functions_framework.http
def shared_plan(request):
    token = request.args.get("plan", "")
    if not token or len(token) > 8192:
        return jsonify(error="plan token missing or too long"), 400
    try:
        plan = decode_plan(token)
    except (binascii.Error, ValueError):
        return jsonify(error="plan token could not be read"), 400
    if not isinstance(plan, dict):
        return jsonify(error="plan token could not be read"), 400

    return jsonify(
        greenhouse=str(plan.get("greenhouse", "house 1"))[:40],
        house_temp_c=plan.get("house_temp_c", 20),
        rota=misting_rota(plan),
    )
