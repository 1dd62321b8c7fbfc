# Flask pricing endpoint that evaluates a discount formula sent by the sales console.
from flask import Flask, jsonify, request

app = Flask(__name__)
MAX_FORMULA_LENGTH = 200


def apply_formula(formula, price, quantity):
    variables = {"price": price, "qty": quantity, "min": min, "max": max}
    return eval(formula, {"__builtins__": {}}, variables)


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
