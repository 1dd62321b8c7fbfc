# Quote calculator API: evaluates an arithmetic pricing formula submitted by sales staff.
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class Formula(BaseModel):
    expression: str
    variables: Dict[str, float] = {}


def evaluate(expr, variables):
    scope = {"__builtins__": {}}
    scope.update({k: float(v) for k, v in variables.items() if k.isidentifier()})
    return eval(expr, scope)


@app.post("/quotes/evaluate")
async def evaluate_quote(formula: Formula):
    expr = formula.expression.strip()
    if not expr or len(expr) > 200:
        raise HTTPException(status_code=422, detail="expression must be 1-200 characters")
    try:
        result = evaluate(expr, formula.variables)
    except (SyntaxError, NameError, TypeError, ZeroDivisionError, ValueError) as exc:
        raise HTTPException(status_code=422, detail=f"cannot evaluate: {exc.__class__.__name__}")
    return {"expression": expr, "result": round(float(result), 2)}
