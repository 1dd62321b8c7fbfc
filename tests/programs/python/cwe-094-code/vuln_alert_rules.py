# Litestar endpoint that dry-runs an operator-written alert rule against a sample IoT sensor reading.
from dataclasses import dataclass, field

from litestar import Litestar, post
from litestar.exceptions import ClientException

BLOCKED_WORDS = ("import", "exec", "eval", "open", "system", "compile", "globals")


@dataclass
class RuleTest:
    rule: str
    reading: dict = field(default_factory=dict)


class RuleEngine:
    def __init__(self, rule: str):
        self.rule = self._screen(rule)

    @staticmethod
    def _screen(rule: str) -> str:
        lowered = rule.lower()
        for word in BLOCKED_WORDS:
            if word in lowered:
                raise ValueError(f"rule may not contain {word!r}")
        if len(rule) > 300:
            raise ValueError("rule too long")
        return rule

    def matches(self, reading: dict) -> bool:
        scope = {k: v for k, v in reading.items() if isinstance(v, (int, float))}
        return bool(eval(self.rule, {}, scope))


@post("/alerts/rules/test")
async def test_rule(data: RuleTest) -> dict:
    try:
        engine = RuleEngine(data.rule)
        fired = engine.matches(data.reading)
    except (ValueError, SyntaxError, NameError, TypeError) as exc:
        raise ClientException(detail=str(exc))
    return {"rule": data.rule, "fired": fired}


app = Litestar(route_handlers=[test_rule])
