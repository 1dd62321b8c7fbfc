# Analytics service endpoint that evaluates a user-defined KPI formula over dashboard metrics.
import ast
import operator

from flask import Flask, abort, jsonify, request

from .metrics import load_dashboard_metrics

app = Flask(__name__)

MAX_FORMULA_LENGTH = 200
BINARY_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}
UNARY_OPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}


def _eval_node(node: ast.AST, metrics: dict) -> float:
    if isinstance(node, ast.Expression):
        return _eval_node(node.body, metrics)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.Name) and node.id in metrics:
        return float(metrics[node.id])
    if isinstance(node, ast.BinOp) and type(node.op) in BINARY_OPS:
        return BINARY_OPS[type(node.op)](_eval_node(node.left, metrics), _eval_node(node.right, metrics))
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](_eval_node(node.operand, metrics))
    raise ValueError(f"unsupported expression element: {type(node).__name__}")


def evaluate(formula: str, metrics: dict) -> float:
    tree = ast.parse(formula, mode="eval")
    return _eval_node(tree, metrics)


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
