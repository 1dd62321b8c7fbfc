# Analytics service endpoint that evaluates a user-defined KPI formula over dashboard metrics.
from flask import Flask, abort, jsonify, request

from .metrics import load_dashboard_metrics

app = Flask(__name__)

BLOCKED_TOKENS = ("import", "__", "exec", "eval", "open", "lambda")
MAX_FORMULA_LENGTH = 200


def check_formula(formula: str) -> None:
    lowered = formula.lower()
    for token in BLOCKED_TOKENS:
        if token in lowered:
            raise ValueError(f"formula contains forbidden token {token!r}")


def evaluate(formula: str, metrics: dict) -> float:
    check_formula(formula)
    result = eval(formula, {"__builtins__": {}}, dict(metrics))
    return float(result)


@app.post("/dashboards/<int:dashboard_id>/kpis/preview")
def preview_kpi(dashboard_id):
    payload = request.get_json(silent=True) or {}
    formula = str(payload.get("formula", "")).strip()
    if not formula or len(formula) > MAX_FORMULA_LENGTH:
        abort(400)
    metrics = load_dashboard_metrics(dashboard_id)
    try:
        value = evaluate(formula, metrics)
    except (ValueError, ZeroDivisionError, NameError, SyntaxError, TypeError) as exc:
        return jsonify({"error": str(exc)}), 422
    return jsonify({"dashboard": dashboard_id, "formula": formula, "value": value})
