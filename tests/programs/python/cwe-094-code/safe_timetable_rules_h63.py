# A timetable rules program of the h63 set (cwe-094-code).
"""Live dispatcher console for a model railway club: operators push hold rules over websockets."""
import asyncio
import json
import logging
from dataclasses import dataclass, field
from typing import Callable, Dict, List

import websockets
from simpleeval import simple_eval

log = logging.getLogger("dispatcher")


@dataclass
class TrainState:
    headcode: str
    line: str
    delay_minutes: int
    carriages: int


@dataclass
class HoldRule:
    name: str
    condition: str

    def applies_to(self, train: TrainState, evaluate: Callable[[str, dict], object]) -> bool:
        names = {
            "line": train.line,
            "delay": train.delay_minutes,
            "carriages": train.carriages,
            "headcode": train.headcode,
        }
        return bool(evaluate(self.condition, names))


def evaluate_condition(expression: str, names: dict) -> object:
    return simple_eval(expression, names=names, functions={})


class RuleBook:
    def __init__(self, evaluator: Callable[[str, dict], object]):
        self._evaluator = evaluator
        self._rules: Dict[str, HoldRule] = {}

    def upsert(self, rule: HoldRule) -> None:
        if len(rule.condition) > 200:
            raise ValueError("condition too long")
        self._rules[rule.name] = rule

    def holds_for(self, train: TrainState) -> List[str]:
        return [r.name for r in self._rules.values() if r.applies_to(train, self._evaluator)]


@dataclass
class DispatcherHub:
    rules: RuleBook
    trains: Dict[str, TrainState] = field(default_factory=dict)

    def on_message(self, message: dict) -> dict:
        kind = message.get("type")
        if kind == "rule":
            self.rules.upsert(HoldRule(str(message["name"]), str(message["condition"])))
            return {"ok": True, "rules": "updated"}
        if kind == "train":
            train = TrainState(
                headcode=str(message["headcode"]),
                line=str(message.get("line", "main")),
                delay_minutes=int(message.get("delay", 0)),
                carriages=int(message.get("carriages", 3)),
            )
            self.trains[train.headcode] = train
            return {"ok": True, "headcode": train.headcode, "holds": self.rules.holds_for(train)}
        return {"ok": False, "error": f"unknown message type {kind!r}"}


hub = DispatcherHub(RuleBook(evaluate_condition))


async def operator_console(websocket) -> None:
    async for raw in websocket:
        try:
            reply = hub.on_message(json.loads(raw))
        except Exception as exc:  # report rule errors back to the operator console
            log.info("rejected message: %s", exc)
            reply = {"ok": False, "error": str(exc)}
        await websocket.send(json.dumps(reply))


async def main() -> None:
    async with websockets.serve(operator_console, "0.0.0.0", 8800):
        await asyncio.Future()


if __name__ == "__main__":
    asyncio.run(main())
