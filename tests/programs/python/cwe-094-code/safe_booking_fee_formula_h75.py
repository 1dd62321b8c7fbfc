# A ventriloquist agency booking fee formula program of the h75 set (cwe-094-code).
import ast
import logging
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("ventriloquist.fees")

OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}
DEFAULT_FORMULA = "base + hours * hourly"


class FormulaError(ValueError):
    pass


def _walk(node, variables):
    if isinstance(node, ast.Expression):
        return _walk(node.body, variables)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in variables:
            raise FormulaError(f"unknown name {node.id}")
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](_walk(node.left, variables), _walk(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](_walk(node.operand, variables))
    raise FormulaError(f"unsupported element {type(node).__name__}")


def evaluate(formula, variables):
    if len(formula) > 200:
        raise FormulaError("formula too long")
    try:
        value = _walk(ast.parse(formula, mode="eval"), variables)
    except ZeroDivisionError as exc:
        raise FormulaError("division by zero") from exc
    except SyntaxError as exc:
        raise FormulaError(f"cannot evaluate formula: {exc}") from exc
    if not isinstance(value, (int, float)):
        raise FormulaError("formula must produce a number")
    return float(value)


def read_variables(payload):
    try:
        variables = {
            "base": float(payload["base"]),
            "hours": float(payload["hours"]),
            "hourly": float(payload.get("hourly", 0)),
            "travel_km": float(payload.get("travel_km", 0)),
            "dummies": int(payload.get("dummies", 1)),
        }
    except KeyError as exc:
        raise FormulaError(f"missing value {exc.args[0]}") from exc
    except (TypeError, ValueError) as exc:
        raise FormulaError("numeric values expected") from exc
    if variables["hours"] <= 0:
        raise FormulaError("hours must be positive")
    return variables


@app.route("/quotes", methods=["POST"])
def quote():
    payload = request.get_json(silent=True) or {}
    formula = payload.get("fee_formula") or DEFAULT_FORMULA
    try:
        variables = read_variables(payload)
        fee = evaluate(formula, variables)
    except FormulaError as exc:
        log.info("quote rejected: %s", exc)
        return jsonify(error=str(exc)), 422
    if fee < 0:
        log.warning("formula %r produced a negative fee, clamping", formula)
        fee = 0.0
    return jsonify(performer=payload.get("performer"), fee=round(fee, 2))


if __name__ == "__main__":
    app.run(port=8010)
