# FastAPI calculator endpoint for spreadsheet-style formulas
import ast
import operator

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
       ast.Div: operator.truediv, ast.USub: operator.neg}


def evaluate(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](evaluate(node.left), evaluate(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](evaluate(node.operand))
    raise ValueError("unsupported expression")


class Formula(BaseModel):
    expression: str = Field(..., max_length=200)


@app.post("/calc")
async def calc(f: Formula):
    try:
        value = evaluate(ast.parse(f.expression, mode="eval").body)
    except Exception as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"expression": f.expression, "value": value}
