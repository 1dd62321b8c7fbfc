# A tariff trial program of the h60 set (cwe-094-code).
"""Water utility billing sandbox: tariff analysts try a draft charging
formula against a sample of households' metered consumption before the
formula is sent for regulatory approval."""
import ast
from statistics import mean

from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("tariff_trial")

VARIABLES = ("usage_m3", "days", "household_size", "standing_charge")
FUNCTIONS = {"min": min, "max": max}
MAX_FORMULA_LENGTH = 200


def formula_allowed(text: str) -> bool:
    if len(text) > MAX_FORMULA_LENGTH or "import" in text:
        return False
    try:
        ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return True


def reading_scope(household: dict) -> dict:
    return {name: float(household.get(name, 0)) for name in VARIABLES}


def charge_for(formula: str):
    def apply(household: dict) -> float:
        scope = {**FUNCTIONS, **reading_scope(household)}
        return round(float(eval(formula, {"__builtins__": {}}, scope)), 2)

    return apply


@app.post("/tariffs/trial")
async def trial(request):
    body = request.json or {}
    formula = str(body.get("formula", ""))
    households = body.get("households", [])[:500]
    if not formula_allowed(formula):
        raise BadRequest("formula may only use arithmetic, min/max and the meter variables")
    try:
        charges = list(map(charge_for(formula), households))
    except (ArithmeticError, TypeError, ValueError, NameError) as exc:
        raise BadRequest(f"formula failed: {type(exc).__name__}")
    return json(
        {
            "households": len(charges),
            "average_charge": round(mean(charges), 2) if charges else 0,
            "max_charge": max(charges, default=0),
        }
    )


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8001)
