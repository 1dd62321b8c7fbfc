# Sanic endpoint that evaluates spreadsheet-style pricing formulas against named inputs.
import ast
import operator

from sanic import Sanic
from sanic.response import json

app = Sanic("pricing")

MAX_FORMULA = 200
BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
FUNCS = {"min": min, "max": max, "round": round}


class FormulaError(ValueError):
    pass


def _eval(node, variables):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](_eval(node.left, variables), _eval(node.right, variables))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval(node.operand, variables)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNCS:
        if node.keywords:
            raise FormulaError("keyword arguments are not supported")
        return FUNCS[node.func.id](*[_eval(arg, variables) for arg in node.args])
    raise FormulaError(f"unsupported expression: {type(node).__name__}")


def compute(formula, variables):
    tree = ast.parse(formula, mode="eval")
    return _eval(tree.body, variables)


def parse_inputs(raw):
    inputs = {}
    for name, value in (raw or {}).items():
        if not name.isidentifier():
            raise FormulaError(f"bad input name: {name}")
        inputs[name] = float(value)
    return inputs


@app.post("/pricing/evaluate")
async def evaluate_formula(request):
    body = request.json or {}
    formula = str(body.get("formula", ""))[:MAX_FORMULA]
    try:
        variables = parse_inputs(body.get("inputs"))
        result = compute(formula, variables)
    except (FormulaError, SyntaxError, ZeroDivisionError, TypeError) as exc:
        return json({"error": str(exc)}, status=400)
    return json({"formula": formula, "result": result})


if __name__ == "__main__":
    app.run(port=8001)
