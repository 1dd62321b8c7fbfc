# Litestar endpoint that dry-runs an operator-written alert rule against a sample IoT sensor reading.
import ast
import operator
from dataclasses import dataclass, field

from litestar import Litestar, post
from litestar.exceptions import ClientException

COMPARE = {ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Lt: operator.lt,
           ast.LtE: operator.le, ast.Eq: operator.eq, ast.NotEq: operator.ne}
ARITH = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


@dataclass
class RuleTest:
    rule: str
    reading: dict = field(default_factory=dict)


class RuleEngine:
    def __init__(self, rule: str):
        if len(rule) > 300:
            raise ValueError("rule too long")
        self.tree = ast.parse(rule, mode="eval").body

    def _eval(self, node, scope):
        if isinstance(node, ast.BoolOp):
            values = [self._eval(v, scope) for v in node.values]
            return all(values) if isinstance(node.op, ast.And) else any(values)
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in COMPARE:
            return COMPARE[type(node.ops[0])](self._eval(node.left, scope), self._eval(node.comparators[0], scope))
        if isinstance(node, ast.BinOp) and type(node.op) in ARITH:
            return ARITH[type(node.op)](self._eval(node.left, scope), self._eval(node.right, scope))
        if isinstance(node, ast.Name) and node.id in scope:
            return scope[node.id]
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        raise ValueError(f"unsupported expression: {type(node).__name__}")

    def matches(self, reading: dict) -> bool:
        scope = {k: v for k, v in reading.items() if isinstance(v, (int, float))}
        return bool(self._eval(self.tree, scope))


@post("/alerts/rules/test")
async def test_rule(data: RuleTest) -> dict:
    try:
        engine = RuleEngine(data.rule)
        fired = engine.matches(data.reading)
    except (ValueError, SyntaxError, ZeroDivisionError, TypeError) as exc:
        raise ClientException(detail=str(exc))
    return {"rule": data.rule, "fired": fired}


app = Litestar(route_handlers=[test_rule])
