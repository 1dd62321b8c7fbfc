# A feed formula program of the h69 set (cwe-094-code).
import ast
import math
import operator

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)

HERD = {
    "Bramble": {"weight": 68.0, "age": 4, "lactating": 0},
    "Pippin": {"weight": 55.5, "age": 2, "lactating": 0},
    "Clover": {"weight": 72.3, "age": 6, "lactating": 1},
    "Juniper": {"weight": 61.0, "age": 3, "lactating": 1},
}
DEFAULT_FORMULA = "weight * 0.015 + lactating * 0.4"
ALLOWED_NAMES = {"weight", "age", "lactating", "min", "max", "round"}


@app.before_request
def load_formula():
    g.formula = (request.args.get("formula") or DEFAULT_FORMULA).strip()
    g.hay_price = float(request.args.get("hay_price", "0.32"))


BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
FUNCS = {"min", "max", "round"}


def evaluate(node, env):
    if isinstance(node, ast.Expression):
        return evaluate(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in ALLOWED_NAMES - FUNCS:
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](evaluate(node.left, env), evaluate(node.right, env))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -evaluate(node.operand, env)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in FUNCS and not node.keywords):
        return env[node.func.id](*(evaluate(a, env) for a in node.args))
    raise ValueError("unsupported expression")


def ration_for(animal: dict) -> float:
    env = {"min": min, "max": max, "round": round, "sqrt": math.sqrt}
    env.update(animal)
    try:
        value = evaluate(ast.parse(g.formula, mode="eval"), env)
    except (SyntaxError, ValueError, TypeError, ZeroDivisionError):
        abort(400, "formula not understood")
    return round(float(value), 2)


@app.route("/rations")
def daily_rations():
    if len(g.formula) > 200:
        abort(400, "formula too long")
    rows = []
    for name, animal in HERD.items():
        kg = ration_for(animal)
        rows.append({"alpaca": name, "hay_kg": kg, "cost": round(kg * g.hay_price, 2)})
    return jsonify(formula=g.formula, rations=rows, total_kg=round(sum(r["hay_kg"] for r in rows), 2))


@app.route("/rations/<name>")
def single_ration(name):
    animal = HERD.get(name)
    if animal is None:
        abort(404)
    kg = ration_for(animal)
    return jsonify(alpaca=name, hay_kg=kg, formula=g.formula)


@app.route("/herd")
def herd():
    return jsonify(herd=HERD, variables=sorted(ALLOWED_NAMES))


if __name__ == "__main__":
    app.run(port=8020)
