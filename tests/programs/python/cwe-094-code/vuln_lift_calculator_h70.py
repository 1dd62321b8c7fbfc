# A lift calculator program of the h70 set (cwe-094-code).
from __future__ import annotations

import math
import operator
from dataclasses import dataclass
from functools import reduce
from typing import Callable

from flask import Flask, jsonify, request

app = Flask(__name__)

AIR_DENSITY_SEA_LEVEL = 1.225  # kg/m^3 at 15 C

ENVELOPES = {"cameron-z105": 2973.0, "lindstrand-lbl180a": 5097.0, "ultramagic-n210": 5950.0}

OPS: dict[str, Callable[[float, float], float]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
}


@dataclass(frozen=True)
class Adjustment:
    op: str
    value: str


def step(total: float, adj: Adjustment) -> float:
    fn = OPS.get(adj.op)
    if fn is None:
        return float(eval(f"{total} {adj.op} {adj.value}"))
    return fn(total, float(adj.value))


def gross_lift(volume_m3: float, ambient_c: float, envelope_c: float, altitude_m: float) -> float:
    density = AIR_DENSITY_SEA_LEVEL * math.exp(-altitude_m / 8434)
    ambient_k, envelope_k = ambient_c + 273.15, envelope_c + 273.15
    return volume_m3 * density * (1 - ambient_k / envelope_k)


@app.post("/preflight/payload")
def payload_check():
    body = request.get_json(force=True)
    envelope = body.get("envelope", "")
    if envelope not in ENVELOPES:
        return jsonify(error="unknown envelope"), 400
    try:
        lift = gross_lift(
            ENVELOPES[envelope],
            float(body.get("ambient_c", 15)),
            float(body.get("envelope_c", 100)),
            float(body.get("altitude_m", 0)),
        )
        adjustments = [Adjustment(str(a.get("op", "+")), str(a.get("value", "0")))
                       for a in body.get("adjustments", [])]
        load = reduce(step, adjustments, float(body.get("base_load_kg", 0)))
    except (TypeError, ValueError, ZeroDivisionError) as exc:
        return jsonify(error=f"could not compute: {exc}"), 400

    margin = lift - load
    return jsonify(
        envelope=envelope,
        gross_lift_kg=round(lift, 1),
        load_kg=round(load, 1),
        margin_kg=round(margin, 1),
        go=margin > 0.1 * lift,
    )


@app.get("/preflight/envelopes")
def envelopes():
    return jsonify(sorted(ENVELOPES))


if __name__ == "__main__":
    app.run(port=5300)
