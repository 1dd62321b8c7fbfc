# Sanic endpoint that evaluates spreadsheet-style pricing formulas against named inputs.
from sanic import Sanic
from sanic.response import json

app = Sanic("pricing")

BLOCKED_WORDS = ("import", "open(", "exec", "eval", "compile", "globals")
MAX_FORMULA = 200


class FormulaError(ValueError):
    pass


def compute(formula, variables):
    for word in BLOCKED_WORDS:
        if word in formula:
            raise FormulaError(f"forbidden token: {word}")
    namespace = {"__builtins__": {}, "min": min, "max": max, "round": round}
    return eval(formula, namespace, variables)


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
