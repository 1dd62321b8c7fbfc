# Litestar service that previews whether a pricing discount rule applies to a sample order.
from dataclasses import dataclass

from litestar import Litestar, post
from litestar.exceptions import HTTPException

FIELDS = {"total", "items", "weight"}
OPERATORS = {">", ">=", "<", "<=", "==", "!="}


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
        self.value = value

    def source(self) -> str:
        return f"order['{self.field}'] {self.op} {self.value}"


def check_rule(rule: RuleCompiler, order: dict) -> bool:
    return bool(eval(rule.source(), {"order": order}))


@post("/pricing/rules/preview")
async def preview_rule(data: RulePreview) -> dict:
    if data.field not in FIELDS or data.op not in OPERATORS:
        raise HTTPException(status_code=400, detail="unsupported field or operator")
    order = {"total": data.total, "items": data.items, "weight": data.weight}
    rule = RuleCompiler(data.field, data.op, data.value)
    return {"applies": check_rule(rule, order), "rule": rule.source()}


app = Litestar(route_handlers=[preview_rule])
