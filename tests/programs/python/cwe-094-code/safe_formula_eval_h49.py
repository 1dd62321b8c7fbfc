# Flask API that evaluates simple arithmetic formulas entered in a budgeting spreadsheet.
import ast
import operator
import re

from flask import Blueprint, jsonify, request
from flask_login import login_required

sheets_bp = Blueprint("sheets", __name__)

MAX_LEN = 200
BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
UNARY_OPS = {ast.UAdd: operator.pos, ast.USub: operator.neg}


class FormulaError(ValueError):
    pass


def _walk(node: ast.AST) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](_walk(node.left), _walk(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](_walk(node.operand))
    raise FormulaError("only arithmetic is supported")


def evaluate(expr: str) -> float:
    if len(expr) > MAX_LEN:
        raise FormulaError("formula too long")
    return _walk(ast.parse(expr, mode="eval").body)


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
