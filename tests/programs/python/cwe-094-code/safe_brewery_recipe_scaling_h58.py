# brewery recipe scaling (h58 set)
"""Recipe scaling service for a brewery's brewhouse planning tool.

Head brewers store scaling formulas per ingredient (for example
``base_kg * batch_l / 1000 * (1 + loss_pct / 100)``) and the planner
evaluates them for the batch size of the next brew.
"""
import ast
import math
import operator

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


OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def evaluate(formula: str, variables: dict[str, float]) -> float:
    def walk(node: ast.AST) -> float:
        match node:
            case ast.Expression(body=body):
                return walk(body)
            case ast.Constant(value=int() | float() as value) if not isinstance(value, bool):
                return value
            case ast.Name(id=name) if name in variables:
                return variables[name]
            case ast.BinOp(left=left, op=op, right=right) if type(op) in OPERATORS:
                return OPERATORS[type(op)](walk(left), walk(right))
            case ast.UnaryOp(op=op, operand=operand) if type(op) in OPERATORS:
                return OPERATORS[type(op)](walk(operand))
        raise ValueError("formula may only use numbers, variables and + - * /")

    return float(walk(ast.parse(formula, mode="eval")))


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
