# Bottle app that evaluates spreadsheet-style pricing formulas submitted from the quote builder.
from bottle import Bottle, HTTPError, request

app = Bottle()

BLOCKED = ("import", "__", "exec", "open", "lambda")


def check_formula(text: str) -> str:
    lowered = text.lower()
    for word in BLOCKED:
        if word in lowered:
            raise HTTPError(400, "formula not allowed")
    return text


def evaluate(formula: str, variables: dict) -> float:
    return float(eval(formula, {"min": min, "max": max}, variables))


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
