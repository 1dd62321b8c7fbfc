# Flask API that evaluates simple arithmetic formulas entered in a budgeting spreadsheet.
import re

from flask import Blueprint, jsonify, request
from flask_login import login_required

sheets_bp = Blueprint("sheets", __name__)

ARITHMETIC = re.compile(r"[0-9+\-*/(). ]+")
MAX_LEN = 200


class FormulaError(ValueError):
    pass


def evaluate(expr: str) -> float:
    if len(expr) > MAX_LEN:
        raise FormulaError("formula too long")
    if not ARITHMETIC.match(expr):
        raise FormulaError("only arithmetic is supported")
    return eval(expr, {"__builtins__": {}}, {})


def substitute_cells(formula: str, cells: dict) -> str:
    for name, value in cells.items():
        if re.fullmatch(r"[A-Z]{1,2}[0-9]{1,3}", name):
            formula = formula.replace(name, repr(float(value)))
    return formula


@sheets_bp.post("/sheets/evaluate")
@login_required
def evaluate_formula():
    payload = request.get_json(silent=True) or {}
    formula = str(payload.get("formula", "")).lstrip("=")
    cells = payload.get("cells", {})
    try:
        result = evaluate(substitute_cells(formula, cells))
    except (FormulaError, ArithmeticError, SyntaxError, TypeError, ValueError) as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(result=result)
