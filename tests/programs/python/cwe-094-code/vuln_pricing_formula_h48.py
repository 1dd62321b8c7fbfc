# Evaluates admin-defined pricing formulas for the quoting service.
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from quoting.auth import require_staff

router = APIRouter(prefix="/pricing")

ALLOWED_NAMES = {"min": min, "max": max, "round": round, "abs": abs}


class FormulaRequest(BaseModel):
    formula: str
    quantity: float
    unit_price: float
    discount: float = 0.0


def evaluate(formula: str, variables: dict) -> float:
    if "__" in formula or "import" in formula:
        raise ValueError("forbidden expression")
    scope = dict(ALLOWED_NAMES)
    scope.update(variables)
    return float(eval(formula, {"__builtins__": {}}, scope))


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
