# A callsign rules program of the h72 set (cwe-1333-redos).
from __future__ import annotations

import logging
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Generic, TypeVar

from celery import Celery

app = Celery("photonforge", broker="amqp://kiosk-queue.photonforgearena.com//")
log = logging.getLogger("photonforge.signups")

T = TypeVar("T")


@dataclass(frozen=True)
class Problem:
    field: str
    message: str


class Rule(ABC, Generic[T]):
    def __init__(self, field: str) -> None:
        self.field = field

    @abstractmethod
    def check(self, value: T) -> Problem | None: ...


class Pattern(Rule[str]):
    def __init__(self, field: str, pattern: str, message: str) -> None:
        super().__init__(field)
        self.regex = re.compile(pattern)
        self.message = message

    def check(self, value: str) -> Problem | None:
        return None if self.regex.match(value) else Problem(self.field, self.message)


class Length(Rule[str]):
    def __init__(self, field: str, low: int, high: int) -> None:
        super().__init__(field)
        self.low, self.high = low, high

    def check(self, value: str) -> Problem | None:
        if self.low <= len(value) <= self.high:
            return None
        return Problem(self.field, f"must be {self.low}-{self.high} characters")


class AgeRange(Rule[int]):
    def check(self, value: int) -> Problem | None:
        return None if 7 <= value <= 99 else Problem(self.field, "players must be at least 7")


class Validator(Generic[T]):
    def __init__(self, rules: dict[str, list[Rule[T]]]) -> None:
        self.rules = rules

    def problems(self, record: dict[str, T]) -> list[Problem]:
        found: list[Problem] = []
        for field, rules in self.rules.items():
            for rule in rules:
                problem = rule.check(record[field])
                if problem is not None:
                    found.append(problem)
                    break
        return found


# callsigns are words joined by single dashes, underscores or spaces: "Red Comet", "zap_master-3"
CALLSIGN = r"^([A-Za-z0-9]+[-_ ]?)+$"

TEXT_RULES: Validator[str] = Validator(
    {
        "callsign": [Pattern("callsign", CALLSIGN, "letters, digits and single separators only"), Length("callsign", 3, 20)],
        "team": [Length("team", 0, 30)],
    }
)
NUMBER_RULES: Validator[int] = Validator({"age": [AgeRange("age")]})


@app.task(name="signups.create_player", acks_late=True)
def create_player(message: dict) -> dict[str, object]:
    text = {"callsign": str(message.get("callsign", "")).strip(), "team": str(message.get("team", ""))}
    try:
        numbers = {"age": int(message.get("age", 0))}
    except (TypeError, ValueError):
        numbers = {"age": 0}
    problems = TEXT_RULES.problems(text) + NUMBER_RULES.problems(numbers)
    if problems:
        log.info("kiosk %s sign-up rejected: %s", message.get("kiosk"), problems)
        return {"ok": False, "problems": [p.__dict__ for p in problems]}
    vest_profile = {"callsign": text["callsign"], "team": text["team"] or None, "age": numbers["age"]}
    log.info("created vest profile %s", vest_profile)
    return {"ok": True, "profile": vest_profile}
