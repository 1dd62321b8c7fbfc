# Flask blueprint that previews a telecom tariff by evaluating an operator-supplied pricing formula.
import ast
import operator
import os
from dataclasses import asdict, dataclass, field
from typing import Dict, List

from flask import Blueprint, jsonify, request

bp = Blueprint("tariffs", __name__, url_prefix="/tariffs")
MAX_FORMULA = int(os.environ.get("TARIFF_FORMULA_MAX", "200"))
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


@dataclass
class UsageSample:
    minutes: float = 0.0
    sms: int = 0
    data_mb: float = 0.0


@dataclass
class TariffDraft:
    name: str
    formula: str
    samples: List[UsageSample] = field(default_factory=list)


class FormulaEngine:
    def evaluate(self, formula: str, variables: Dict[str, float]) -> float:
        return float(self._eval(ast.parse(formula, mode="eval").body, variables))

    def _eval(self, node: ast.AST, variables: Dict[str, float]) -> float:
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](self._eval(node.left, variables), self._eval(node.right, variables))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self._eval(node.operand, variables)
        raise ValueError("unsupported expression")


class TariffPreviewService:
    def __init__(self, engine: FormulaEngine):
        self.engine = engine

    def preview(self, draft: TariffDraft) -> List[float]:
        if len(draft.formula) > MAX_FORMULA:
            raise ValueError("formula too long")
        return [round(self.engine.evaluate(draft.formula, asdict(s)), 4) for s in draft.samples]


service = TariffPreviewService(FormulaEngine())


@bp.post("/preview")
def preview_tariff():
    body = request.get_json(force=True)
    samples = [UsageSample(float(s.get("minutes", 0)), int(s.get("sms", 0)), float(s.get("data_mb", 0)))
               for s in body.get("samples", [])[:12]]
    draft = TariffDraft(str(body.get("name", "draft")), str(body.get("formula", "0")), samples)
    try:
        charges = service.preview(draft)
    except (ValueError, SyntaxError, ZeroDivisionError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(name=draft.name, charges=charges)
