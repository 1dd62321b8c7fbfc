# FastAPI endpoint that evaluates pricing formulas entered in the merchant dashboard.
import ast
import operator

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
UNARY_OPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}


class FormulaRequest(BaseModel):
    formula: str
    base_price: float
    quantity: int = 1


def _walk(node: ast.AST, variables: dict) -> float:
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](_walk(node.left, variables), _walk(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](_walk(node.operand, variables))
    raise ValueError("unsupported element in formula")


def evaluate(expr: str, variables: dict) -> float:
    tree = ast.parse(expr, mode="eval")
    return float(_walk(tree.body, variables))


@app.post("/pricing/preview")
async def preview_price(body: FormulaRequest):
    if len(body.formula) > 256:
        raise HTTPException(status_code=422, detail="formula rejected")
    variables = {"price": body.base_price, "qty": body.quantity}
    try:
        total = evaluate(body.formula, variables)
    except (ArithmeticError, NameError, SyntaxError, TypeError, ValueError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"total": round(total, 2)}
