# Flask pricing endpoint that evaluates a discount formula sent by the sales console.
import ast
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)
MAX_FORMULA_LENGTH = 200
OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def apply_formula(formula, price, quantity):
    variables = {"price": price, "qty": quantity}

    def evaluate(node):
        if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
            return OPERATORS[type(node.op)](evaluate(node.left), evaluate(node.right))
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        raise ValueError("unsupported expression")

    return evaluate(ast.parse(formula, mode="eval").body)


@app.post("/pricing/quote")
def quote():
    body = request.get_json(force=True)
    price = float(body.get("price", 0))
    quantity = int(body.get("quantity", 1))
    formula = str(body.get("formula", "price * qty"))
    if len(formula) > MAX_FORMULA_LENGTH:
        return jsonify(error="formula too long"), 400
    try:
        total = apply_formula(formula, price, quantity)
    except (ArithmeticError, ValueError, SyntaxError):
        return jsonify(error="invalid formula"), 400
    return jsonify(total=round(float(total), 2))
