# A care rules program of the h70 set (cwe-094-code).
from __future__ import annotations

import json
import operator
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import click

Reading = dict[str, float]
Rule = Callable[[Reading], bool]

COMPARATORS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
CONDITION_RE = re.compile(r"\s*(moisture|temp_c|humidity|lux)\s*(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)\s*")


@dataclass(frozen=True)
class CarePlan:
    tree_id: str
    owner: str
    conditions: tuple[str, ...]


def load_plans(folder: Path) -> Iterator[CarePlan]:
    for path in sorted(folder.glob("*.json")):
        doc = json.loads(path.read_text())
        yield CarePlan(doc["tree_id"], doc.get("owner", ""), tuple(doc.get("water_when", [])))


def compile_condition(text: str) -> Rule:
    match = CONDITION_RE.fullmatch(text)
    if match is None:
        raise click.BadParameter(f"unsupported condition: {text!r}")
    field, op, threshold = match.groups()
    compare, limit = COMPARATORS[op], float(threshold)
    return lambda r: field in r and compare(r[field], limit)


def compile_plan(plan: CarePlan) -> list[Rule]:
    return [compile_condition(c) for c in plan.conditions]


def load_readings(path: Path) -> dict[str, Reading]:
    return {row["tree_id"]: {k: float(v) for k, v in row.items() if k != "tree_id"}
            for row in json.loads(path.read_text())}


def needs_water(rules: list[Rule], reading: Reading) -> bool:
    return any(rule(reading) for rule in rules)


@click.command()
@click.option("--plans", type=click.Path(file_okay=False, path_type=Path),
              default=Path("/srv/kyoto-bonsai/care-plans"))
@click.option("--readings", type=click.Path(dir_okay=False, path_type=Path), required=True)
def main(plans: Path, readings: Path) -> None:
    """List trees whose care plan asks for watering given last night's READINGS."""
    latest = load_readings(readings)
    compiled = ((p, compile_plan(p)) for p in load_plans(plans))
    due = [
        (plan.tree_id, plan.owner)
        for plan, rules in compiled
        if plan.tree_id in latest and needs_water(rules, latest[plan.tree_id])
    ]
    for tree_id, owner in due:
        click.echo(f"{tree_id}\t{owner}")
    click.echo(f"{len(due)} trees to water", err=True)


if __name__ == "__main__":
    main()
