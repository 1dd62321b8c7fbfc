# Litestar service that previews whether a pricing discount rule applies to a sample order.
import operator
from dataclasses import dataclass

from litestar import Litestar, post
from litestar.exceptions import HTTPException

FIELDS = {"total", "items", "weight"}
OPERATORS = {">": operator.gt, ">=": operator.ge, "<": operator.lt,
             "<=": operator.le, "==": operator.eq, "!=": operator.ne}


@dataclass
class RulePreview:
    field: str
    op: str
    value: str
    total: float
    items: int
    weight: float


class RuleCompiler:
    def __init__(self, field: str, op: str, value: str):
        self.field = field
        self.op = op
        self.value = float(value)

    def source(self) -> str:
        return f"order['{self.field}'] {self.op} {self.value}"


def check_rule(rule: RuleCompiler, order: dict) -> bool:
    return bool(OPERATORS[rule.op](order[rule.field], rule.value))


@post("/pricing/rules/preview")
async def preview_rule(data: RulePreview) -> dict:
    if data.field not in FIELDS or data.op not in OPERATORS:
        raise HTTPException(status_code=400, detail="unsupported field or operator")
    order = {"total": data.total, "items": data.items, "weight": data.weight}
    try:
        rule = RuleCompiler(data.field, data.op, data.value)
    except ValueError:
        raise HTTPException(status_code=400, detail="value must be numeric")
    return {"applies": check_rule(rule, order), "rule": rule.source()}


app = Litestar(route_handlers=[preview_rule])
