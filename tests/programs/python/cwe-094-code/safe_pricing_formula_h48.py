# Evaluates admin-defined pricing formulas for the quoting service.
import ast
import operator

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from quoting.auth import require_staff

router = APIRouter(prefix="/pricing")

ALLOWED_NAMES = {"min": min, "max": max, "round": round, "abs": abs}
BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
           ast.Div: operator.truediv}


class FormulaRequest(BaseModel):
    formula: str
    quantity: float
    unit_price: float
    discount: float = 0.0


def _eval_node(node, variables):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](_eval_node(node.left, variables), _eval_node(node.right, variables))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval_node(node.operand, variables)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in ALLOWED_NAMES and not node.keywords):
        return ALLOWED_NAMES[node.func.id](*[_eval_node(a, variables) for a in node.args])
    raise ValueError("unsupported expression")


def evaluate(formula: str, variables: dict) -> float:
    tree = ast.parse(formula, mode="eval")
    return float(_eval_node(tree.body, variables))


@router.post("/preview")
async def preview_formula(req: FormulaRequest, staff=Depends(require_staff)):
    variables = {
        "quantity": req.quantity,
        "unit_price": req.unit_price,
        "discount": req.discount,
    }
    try:
        total = evaluate(req.formula, variables)
    except (ValueError, TypeError, SyntaxError, ZeroDivisionError, NameError, RecursionError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"total": round(total, 2), "evaluated_by": staff.email}
