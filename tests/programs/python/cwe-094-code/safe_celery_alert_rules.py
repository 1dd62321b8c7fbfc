# Celery worker and Flask endpoint that evaluate operator-defined alert rules against IoT sensor readings.
import ast
import operator

from celery import Celery
from flask import Blueprint, jsonify, request

celery_app = Celery("telemetry", broker="amqp://guest@mq.fleet.internal//")
rules_bp = Blueprint("rules", __name__, url_prefix="/alerts")

KNOWN_METRICS = ("temp_c", "humidity", "battery_v", "rssi", "door_open")
BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
CMP_OPS = {ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Lt: operator.lt, ast.LtE: operator.le, ast.Eq: operator.eq}


def _eval_node(node, env):
    if isinstance(node, ast.Expression):
        return _eval_node(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float, bool)):
        return node.value
    if isinstance(node, ast.Name) and node.id in KNOWN_METRICS:
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](_eval_node(node.left, env), _eval_node(node.right, env))
    if isinstance(node, ast.BoolOp):
        values = [_eval_node(v, env) for v in node.values]
        return all(values) if isinstance(node.op, ast.And) else any(values)
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in CMP_OPS:
        return CMP_OPS[type(node.ops[0])](_eval_node(node.left, env), _eval_node(node.comparators[0], env))
    raise ValueError("unsupported expression element: %s" % type(node).__name__)


def rule_matches(expression, readings):
    env = {name: readings.get(name, 0) for name in KNOWN_METRICS}
    tree = ast.parse(expression, mode="eval")
    return bool(_eval_node(tree, env))


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
