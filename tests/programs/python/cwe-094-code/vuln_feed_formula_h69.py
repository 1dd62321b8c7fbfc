# A feed formula program of the h69 set (cwe-094-code).
import math

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


def ration_for(animal: dict) -> float:
    env = {"min": min, "max": max, "round": round, "sqrt": math.sqrt}
    env.update(animal)
    value = eval(g.formula, {"__builtins__": {}}, env)
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
