# A brew scaling program of the h69 set (cwe-094-code).
import logging
import operator
import re
import threading
from datetime import datetime

from apscheduler.schedulers.background import BackgroundScheduler
from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("planner")

TANKS = {
    "T1": {"volume": 400.0, "culture": "house-scoby"},
    "T2": {"volume": 650.0, "culture": "ginger-scoby"},
    "T3": {"volume": 1200.0, "culture": "house-scoby"},
}
BASE_SUGAR_G_PER_L = 70.0
BASE_TEA_G_PER_L = 6.0

# tank id -> scaling rule text, e.g. "volume * 1.08"
SCALING_RULES: dict[str, str] = {}
PLANS: dict[str, dict] = {}
_lock = threading.Lock()

RULE_SHAPE = re.compile(r"volume\s*([*/+-])\s*(\d+(?:\.\d+)?)")
RULE_OPS = {"*": operator.mul, "/": operator.truediv, "+": operator.add, "-": operator.sub}


@app.route("/tanks/<tank_id>/scaling", methods=["PUT"])
def set_scaling_rule(tank_id):
    if tank_id not in TANKS:
        return jsonify(error="unknown tank"), 404
    rule = str((request.get_json(silent=True) or {}).get("rule", "")).strip()
    if not rule or len(rule) > 120:
        return jsonify(error="rule required"), 400
    if not RULE_SHAPE.fullmatch(rule):
        return jsonify(error="rule must look like 'volume * 1.08'"), 400
    with _lock:
        SCALING_RULES[tank_id] = rule
    return jsonify(tank=tank_id, rule=rule), 200


def effective_volume(tank_id: str, volume: float) -> float:
    rule = SCALING_RULES.get(tank_id)
    if not rule:
        return volume
    m = RULE_SHAPE.fullmatch(rule)
    if m is None:
        raise ValueError(f"unrecognised rule {rule!r}")
    return float(RULE_OPS[m.group(1)](volume, float(m.group(2))))


def plan_batches():
    with _lock:
        rules = dict(SCALING_RULES)
    for tank_id, tank in TANKS.items():
        try:
            litres = effective_volume(tank_id, tank["volume"]) if tank_id in rules else tank["volume"]
        except Exception as exc:
            log.warning("bad scaling rule for %s: %s", tank_id, exc)
            litres = tank["volume"]
        PLANS[tank_id] = {
            "litres": round(litres, 1),
            "sugar_kg": round(litres * BASE_SUGAR_G_PER_L / 1000, 2),
            "tea_kg": round(litres * BASE_TEA_G_PER_L / 1000, 3),
            "culture": tank["culture"],
            "planned_at": datetime.utcnow().isoformat(timespec="seconds"),
        }
    log.info("planned %d tanks", len(PLANS))


@app.route("/plans")
def current_plans():
    return jsonify(plans=PLANS, rules=SCALING_RULES)


scheduler = BackgroundScheduler(timezone="UTC")
scheduler.add_job(plan_batches, "cron", hour=2, minute=15, id="nightly-plan")
scheduler.add_job(plan_batches, "interval", minutes=30, id="refresh-plan")

if __name__ == "__main__":
    scheduler.start()
    app.run(port=8090)
