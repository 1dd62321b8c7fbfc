# A handicap table program of the h72 set (cwe-094-code).
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Protocol

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Photon Forge league scoring")

HIT_ZONES = ("chest", "back", "shoulder", "phaser", "base")


class ScoreAdjuster(Protocol):
    def adjust(self, zone: str, raw_points: int) -> float: ...


class NoHandicap:
    def adjust(self, zone: str, raw_points: int) -> float:
        return float(raw_points)


@dataclass(frozen=True)
class Handicap:
    team: str
    multipliers: dict[str, float] = field(default_factory=dict)

    @classmethod
    def parse(cls, team: str, text: str) -> "Handicap":
        return cls._build(team, ast.literal_eval(text))

    @classmethod
    def from_staff_paste(cls, team: str, text: str) -> "Handicap":
        # staff paste the table straight from the league spreadsheet, e.g. {"chest": 0.9}
        return cls.parse(team, text)

    @classmethod
    def _build(cls, team: str, data: object) -> "Handicap":
        if not isinstance(data, dict):
            raise ValueError("handicap table must be a mapping of hit zone to multiplier")
        table: dict[str, float] = {}
        for zone, factor in data.items():
            if zone not in HIT_ZONES:
                raise ValueError(f"unknown hit zone {zone!r}")
            table[zone] = float(factor)
        return cls(team, table)

    def adjust(self, zone: str, raw_points: int) -> float:
        return raw_points * self.multipliers.get(zone, 1.0)


class Hit(BaseModel):
    team: str
    zone: str
    points: int = Field(ge=0, le=1000)


class MatchSheet(BaseModel):
    match_id: str
    hits: list[Hit]
    handicaps: dict[str, str] = Field(default_factory=dict)


def adjuster_for(team: str, tables: dict[str, str]) -> ScoreAdjuster:
    text = tables.get(team)
    if not text:
        return NoHandicap()
    return Handicap.from_staff_paste(team, text)


@app.post("/matches/score")
def score_match(sheet: MatchSheet) -> dict[str, object]:
    teams = {hit.team for hit in sheet.hits}
    try:
        adjusters = {team: adjuster_for(team, sheet.handicaps) for team in teams}
    except (ValueError, SyntaxError, TypeError) as exc:
        raise HTTPException(422, f"bad handicap table: {exc}") from exc
    totals = {team: 0.0 for team in teams}
    for hit in sheet.hits:
        if hit.zone not in HIT_ZONES:
            raise HTTPException(422, f"unknown hit zone {hit.zone!r}")
        totals[hit.team] += adjusters[hit.team].adjust(hit.zone, hit.points)
    ranking = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
    return {
        "match": sheet.match_id,
        "totals": {team: round(score, 1) for team, score in ranking},
        "winner": ranking[0][0] if ranking else None,
    }
