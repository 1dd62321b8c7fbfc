# brewery recipe scaling (h58 set)
"""Recipe scaling service for a brewery's brewhouse planning tool.

Head brewers store scaling formulas per ingredient (for example
``base_kg * batch_l / 1000 * (1 + loss_pct / 100)``) and the planner
evaluates them for the batch size of the next brew.
"""
import ast
import math

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="recipe-scaling")


class Ingredient(BaseModel):
    name: str = Field(max_length=80)
    base_kg: float = Field(ge=0)
    formula: str = Field(max_length=200)


class ScaleRequest(BaseModel):
    batch_l: float = Field(gt=0, le=100_000)
    loss_pct: float = Field(default=5.0, ge=0, le=50)
    ingredients: list[Ingredient]


def evaluate(formula: str, variables: dict[str, float]) -> float:
    code = compile(ast.parse(formula, mode="eval"), "<formula>", "eval")
    return float(eval(code, {"__builtins__": {}}, dict(variables)))


def scale(req: ScaleRequest):
    shared = {"batch_l": req.batch_l, "loss_pct": req.loss_pct}
    for ing in req.ingredients:
        amount = evaluate(ing.formula, {**shared, "base_kg": ing.base_kg})
        if not math.isfinite(amount) or amount < 0:
            raise ValueError(f"formula for {ing.name} gives an impossible amount")
        yield {"name": ing.name, "kg": round(amount, 3)}


@app.post("/recipes/scale")
def scale_recipe(req: ScaleRequest):
    try:
        lines = list(scale(req))
    except (ValueError, ZeroDivisionError, SyntaxError, TypeError, NameError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {
        "batch_l": req.batch_l,
        "lines": lines,
        "grain_bill_kg": round(sum(line["kg"] for line in lines), 3),
    }


@app.get("/recipes/formula-help")
def formula_help():
    return {"variables": ["base_kg", "batch_l", "loss_pct"], "operators": ["+", "-", "*", "/"]}
