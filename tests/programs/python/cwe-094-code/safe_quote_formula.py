# Quote calculator API: evaluates an arithmetic pricing formula submitted by sales staff.
import ast
import operator
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


class Formula(BaseModel):
    expression: str
    variables: Dict[str, float] = {}


def _eval(node, variables):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_eval(node.left, variables), _eval(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_eval(node.operand, variables))
    raise ValueError("unsupported element")


def evaluate(expr, variables):
    tree = ast.parse(expr, mode="eval")
    return _eval(tree.body, {k: float(v) for k, v in variables.items()})


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
