# Bottle app that evaluates spreadsheet-style pricing formulas submitted from the quote builder.
import ast
import operator

from bottle import Bottle, HTTPError, request

app = Bottle()

BLOCKED = ("import", "__", "exec", "open", "lambda")
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
       ast.Div: operator.truediv, ast.USub: operator.neg}


def check_formula(text: str) -> str:
    lowered = text.lower()
    for word in BLOCKED:
        if word in lowered:
            raise HTTPError(400, "formula not allowed")
    return text


def _walk(node, variables: dict) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_walk(node.left, variables), _walk(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_walk(node.operand, variables))
    raise HTTPError(400, "unsupported expression")


def evaluate(formula: str, variables: dict) -> float:
    try:
        tree = ast.parse(formula, mode="eval")
    except SyntaxError:
        raise HTTPError(400, "invalid formula")
    return _walk(tree.body, variables)


@app.post("/quotes/price")
def price_quote():
    payload = request.json or {}
    formula = check_formula(str(payload.get("formula", "")))
    variables = {
        "qty": float(payload.get("qty", 1)),
        "unit": float(payload.get("unit", 0)),
        "discount": float(payload.get("discount", 0)),
    }
    if len(formula) > 200:
        raise HTTPError(400, "formula too long")
    return {"price": round(evaluate(formula, variables), 2)}
