# Celery worker and Flask endpoint that evaluate operator-defined alert rules against IoT sensor readings.
from celery import Celery
from flask import Blueprint, jsonify, request

celery_app = Celery("telemetry", broker="amqp://guest@mq.fleet.internal//")
rules_bp = Blueprint("rules", __name__, url_prefix="/alerts")

KNOWN_METRICS = ("temp_c", "humidity", "battery_v", "rssi", "door_open")


def rule_matches(expression, readings):
    env = {name: readings.get(name, 0) for name in KNOWN_METRICS}
    env.update({"abs": abs, "min": min, "max": max})
    return bool(eval(expression, {"__builtins__": {}}, env))


@celery_app.task
def evaluate_rule(device_id, expression, readings):
    fired = rule_matches(expression, readings)
    return {"device": device_id, "fired": fired}


@rules_bp.route("/dry-run", methods=["POST"])
def dry_run():
    payload = request.get_json(force=True)
    expression = str(payload.get("rule", ""))[:300]
    readings = payload.get("readings") or {}
    if not expression:
        return jsonify(error="rule is required"), 400
    job = evaluate_rule.delay(payload.get("device_id", "preview"), expression, readings)
    return jsonify(task_id=job.id), 202
