# A bonus rules program of the h72 set (cwe-094-code).
from __future__ import annotations

import ast
import csv
import json
import operator
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass
from pathlib import Path

import click


@dataclass(frozen=True)
class GameResult:
    player: str
    machine: str
    points: int
    balls: int
    multiballs: int
    tilts: int


class BonusRule(ABC):
    def __init__(self, label: str) -> None:
        self.label = label

    @abstractmethod
    def __call__(self, game: GameResult) -> int: ...


class FlatBonus(BonusRule):
    def __init__(self, label: str, amount: int) -> None:
        super().__init__(label)
        self.amount = amount

    def __call__(self, game: GameResult) -> int:
        return self.amount if game.tilts == 0 else 0


class MultiballBonus(BonusRule):
    def __init__(self, label: str, per_multiball: int) -> None:
        super().__init__(label)
        self.per_multiball = per_multiball

    def __call__(self, game: GameResult) -> int:
        return game.multiballs * self.per_multiball


_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}


class FormulaBonus(BonusRule):
    """League-specific formulas such as "points // 100 - tilts * 500"."""

    def __init__(self, label: str, formula: str) -> None:
        super().__init__(label)
        self.formula = formula
        self.tree = ast.parse(formula, mode="eval").body

    def __call__(self, game: GameResult) -> int:
        return int(self._evaluate(self.tree, asdict(game)))

    def _evaluate(self, node: ast.expr, names: dict[str, object]) -> int:
        match node:
            case ast.Constant(value=int() as value):
                return value
            case ast.Name(id=name) if isinstance(names.get(name), int):
                return names[name]  # type: ignore[return-value]
            case ast.BinOp(left=left, op=op, right=right) if type(op) in _OPERATORS:
                return _OPERATORS[type(op)](self._evaluate(left, names), self._evaluate(right, names))
            case ast.UnaryOp(op=ast.USub(), operand=operand):
                return -self._evaluate(operand, names)
            case _:
                raise ValueError(f"unsupported term in rule {self.label!r}: {ast.unparse(node)}")


RULE_KINDS = {
    "flat": lambda spec: FlatBonus(spec["label"], int(spec["amount"])),
    "multiball": lambda spec: MultiballBonus(spec["label"], int(spec["per_multiball"])),
    "formula": lambda spec: FormulaBonus(spec["label"], str(spec["formula"])),
}


def load_rules(sheet: Path) -> list[BonusRule]:
    specs = json.loads(sheet.read_text(encoding="utf-8"))
    rules = []
    for spec in specs["rules"]:
        factory = RULE_KINDS.get(spec.get("kind", ""))
        if factory is None:
            raise click.BadParameter(f"unknown rule kind {spec.get('kind')!r}", param_hint="RULE_SHEET")
        rules.append(factory(spec))
    return rules


def read_games(results: Path) -> list[GameResult]:
    with results.open(newline="", encoding="utf-8") as fh:
        return [
            GameResult(
                player=row["player"],
                machine=row["machine"],
                points=int(row["points"]),
                balls=int(row["balls"]),
                multiballs=int(row["multiballs"]),
                tilts=int(row["tilts"]),
            )
            for row in csv.DictReader(fh)
        ]


@click.command()
@click.argument("rule_sheet", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("results", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def standings(rule_sheet: Path, results: Path) -> None:
    """Print tournament standings with the organiser's bonus rules applied."""
    rules = load_rules(rule_sheet)
    totals: dict[str, int] = {}
    for game in read_games(results):
        bonus = sum(rule(game) for rule in rules)
        totals[game.player] = totals.get(game.player, 0) + game.points + bonus
    for rank, (player, total) in enumerate(sorted(totals.items(), key=lambda kv: -kv[1]), 1):
        click.echo(f"{rank:>3}. {player:<20} {total:>12,}")


if __name__ == "__main__":
    standings()
