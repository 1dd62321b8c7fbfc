# A gear ratio program of the h71 set (cwe-094-code).
import math
import re
from fractions import Fraction

from flask import Flask, jsonify, request

app = Flask(__name__)

TRAIN_RE = re.compile(r"[0-9+\-*/(). ]+")
MAX_EXPR = 120
SECONDS_PER_HOUR = 3600


class TrainExpressionError(ValueError):
    pass


def check_expression(expr: str) -> str:
    expr = expr.strip()
    if not expr or len(expr) > MAX_EXPR:
        raise TrainExpressionError("expression is empty or too long")
    if not TRAIN_RE.match(expr):
        raise TrainExpressionError("only tooth counts and + - * / ( ) are allowed")
    return expr


def evaluate_train(expr: str) -> Fraction:
    value = eval(expr, {"__builtins__": {}}, {})
    if not isinstance(value, (int, float)) or value <= 0 or math.isinf(value):
        raise TrainExpressionError("ratio must be a positive number")
    return Fraction(value).limit_denominator(100000)


@app.errorhandler(TrainExpressionError)
def bad_expression(exc: TrainExpressionError):
    return jsonify(error=str(exc)), 422


@app.post("/trains/ratio")
def train_ratio():
    payload = request.get_json(silent=True) or {}
    expr = check_expression(str(payload.get("train", "")))
    ratio = evaluate_train(expr)
    return jsonify(train=expr, ratio=str(ratio), decimal=float(ratio))


@app.post("/trains/beat")
def beat_rate():
    """Beats per hour for an escapement given the train ratio and escape-wheel teeth."""
    payload = request.get_json(silent=True) or {}
    expr = check_expression(str(payload.get("train", "")))
    try:
        escape_teeth = int(payload.get("escape_teeth", 30))
    except (TypeError, ValueError):
        raise TrainExpressionError("escape_teeth must be a whole number") from None
    if not 6 <= escape_teeth <= 120:
        raise TrainExpressionError("escape_teeth out of range")

    ratio = evaluate_train(expr)
    beats = float(ratio) * escape_teeth * 2
    return jsonify(
        train=expr,
        beats_per_hour=round(beats),
        pendulum_period_s=round(SECONDS_PER_HOUR / beats * 2, 4) if beats else None,
    )


if __name__ == "__main__":
    app.run(port=8012)
