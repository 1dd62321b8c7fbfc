# A maze gate rules program of the h73 set (cwe-094-code).
import codecs
import json
import logging
import os
from dataclasses import dataclass
from typing import Callable

from kafka import KafkaConsumer

log = logging.getLogger("gate_rules")

TOPIC = "maze.gate-rules"
BROKERS = os.environ.get("KAFKA_BROKERS", "kafka-1.amazingmaizefarm.com:9092").split(",")
FIELDS = ("visitors", "hour", "wind_kph", "minutes_since_dusk")


@dataclass
class GateRule:
    gate: str
    source: str
    check: Callable[..., bool]


RULES: dict[str, GateRule] = {}


def compile_rule(text: str) -> Callable[..., bool]:
    lowered = text.casefold()
    if "__" in lowered or "import" in lowered or "lambda" in lowered:
        raise ValueError("rule uses forbidden tokens")
    # tablets escape anything outside ASCII, e.g. "\u2265", before sending
    expression = codecs.decode(text, "unicode_escape").replace("\u2265", ">=").replace("\u2264", "<=")
    fn = eval(f"lambda {', '.join(FIELDS)}: bool({expression})", {"__builtins__": {}})
    return fn


def apply_message(raw: bytes) -> None:
    message = json.loads(raw.decode("utf-8"))
    gate = str(message["gate"]).strip().upper()
    text = str(message["rule"]).strip()
    if not gate.startswith("G") or not gate[1:].isdigit():
        raise ValueError(f"bad gate id {gate!r}")
    RULES[gate] = GateRule(gate=gate, source=text, check=compile_rule(text))
    log.info("gate %s now follows rule %r", gate, text)


def gate_should_open(gate: str, **conditions: float) -> bool:
    rule = RULES.get(gate)
    if rule is None:
        return False
    values = {name: conditions.get(name, 0) for name in FIELDS}
    return rule.check(**values)


def run() -> None:
    consumer = KafkaConsumer(
        TOPIC,
        bootstrap_servers=BROKERS,
        group_id="gate-controller",
        enable_auto_commit=True,
        auto_offset_reset="earliest",
    )
    for record in consumer:
        try:
            apply_message(record.value)
        except (KeyError, ValueError, SyntaxError, json.JSONDecodeError) as exc:
            log.warning("rejected rule at offset %s: %s", record.offset, exc)
        open_now = [g for g in sorted(RULES) if gate_should_open(g, visitors=120, hour=19)]
        log.debug("gates open under evening rush: %s", open_now)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
