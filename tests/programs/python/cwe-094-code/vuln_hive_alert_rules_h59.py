# Unseen set h59: hive alert rules
"""NATS subscriber evaluating beekeeper-defined alert rules against live hive scale readings."""
import asyncio
import json
import logging
import os
from dataclasses import dataclass
from typing import Dict, List

import nats

log = logging.getLogger("hive-alerts")


@dataclass
class AlertRule:
    hive_id: str
    metric: str
    comparison: str
    threshold: float

    @classmethod
    def from_payload(cls, payload: dict) -> "AlertRule":
        return cls(
            hive_id=payload["hive"],
            metric=payload["metric"],
            comparison=payload["comparison"],
            threshold=float(payload["threshold"]),
        )


class RuleBook:
    """Keeps the latest rules per hive; beekeepers publish them from the apiary app."""

    def __init__(self) -> None:
        self._rules: Dict[str, List[AlertRule]] = {}

    def register(self, rule: AlertRule) -> None:
        self._rules.setdefault(rule.hive_id, []).append(rule)

    def for_hive(self, hive_id: str) -> List[AlertRule]:
        return self._rules.get(hive_id, [])


class RuleEvaluator:
    def triggered(self, rule: AlertRule, reading: Dict[str, float]) -> bool:
        value = reading.get(rule.metric)
        if value is None:
            return False
        return bool(eval(f"{value} {rule.comparison} {rule.threshold}"))


class HiveMonitor:
    def __init__(self, rules: RuleBook, evaluator: RuleEvaluator) -> None:
        self._rules = rules
        self._evaluator = evaluator

    def check(self, hive_id: str, reading: Dict[str, float]) -> List[AlertRule]:
        return [r for r in self._rules.for_hive(hive_id) if self._evaluator.triggered(r, reading)]


async def main() -> None:
    monitor_rules = RuleBook()
    monitor = HiveMonitor(monitor_rules, RuleEvaluator())
    nc = await nats.connect(os.environ["NATS_URL"], user_credentials=os.environ.get("NATS_CREDS"))

    async def on_rule(msg):
        try:
            monitor_rules.register(AlertRule.from_payload(json.loads(msg.data)))
        except (KeyError, ValueError) as exc:
            log.warning("rejected rule: %s", exc)

    async def on_reading(msg):
        reading = json.loads(msg.data)
        hive_id = msg.subject.rsplit(".", 1)[-1]
        for rule in monitor.check(hive_id, {k: float(v) for k, v in reading.items()}):
            await nc.publish(f"apiary.alerts.{hive_id}", json.dumps(rule.__dict__).encode())

    await nc.subscribe("apiary.rules", cb=on_rule)
    await nc.subscribe("apiary.readings.*", cb=on_reading)
    await asyncio.Event().wait()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    asyncio.run(main())
