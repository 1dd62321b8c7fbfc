# FastAPI endpoint that evaluates pricing formulas entered in the merchant dashboard.
import math

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

BLOCKED_WORDS = ("import", "exec", "open(", "os.", "subprocess")


class FormulaRequest(BaseModel):
    formula: str
    base_price: float
    quantity: int = 1


def looks_harmless(expr: str) -> bool:
    lowered = expr.lower()
    return not any(word in lowered for word in BLOCKED_WORDS)


def evaluate(expr: str, variables: dict) -> float:
    scope = {"math": math, "min": min, "max": max, "round": round}
    return float(eval(expr, scope, variables))


@app.post("/pricing/preview")
async def preview_price(body: FormulaRequest):
    if len(body.formula) > 256 or not looks_harmless(body.formula):
        raise HTTPException(status_code=422, detail="formula rejected")
    variables = {"price": body.base_price, "qty": body.quantity}
    try:
        total = evaluate(body.formula, variables)
    except (ArithmeticError, NameError, SyntaxError, TypeError, ValueError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"total": round(total, 2)}
