# A torque sheet program of the h68 set (cwe-094-code).
# vintage car restorers: convert period workshop-manual torque specs into metric job cards
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Annotated

from fastapi import Body, FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Job card torque converter")

# digits, decimal points, spaces, brackets and + - * / (no exponent)
ARITH_RE = re.compile(r"(?:[\d.\s()+/-]|\*(?!\*))+")


class Unit(StrEnum):
    FT_LB = "ft-lb"
    IN_LB = "in-lb"
    KGM = "kgm"
    NM = "Nm"


TO_NM = {Unit.FT_LB: 1.35582, Unit.IN_LB: 0.112985, Unit.KGM: 9.80665, Unit.NM: 1.0}


class SpecLine(BaseModel):
    part: str = Field(max_length=80)
    value: str = Field(max_length=60, description="figure from the manual, e.g. '40-45' or '3.5 * 12'")
    unit: Unit = Unit.FT_LB


@dataclass(slots=True, frozen=True)
class CardLine:
    part: str
    low_nm: float
    high_nm: float


def _figure(expr: str) -> float:
    if not ARITH_RE.fullmatch(expr):
        raise HTTPException(status_code=422, detail=f"cannot read torque figure {expr!r}")
    return float(eval(expr, {"__builtins__": {}}, {}))


def _convert(line: SpecLine) -> CardLine:
    factor = TO_NM[line.unit]
    match [part.strip() for part in re.split(r"\s*(?:–|-|to)\s*(?=\d)", line.value, maxsplit=1)]:
        case [single]:
            low = high = _figure(single)
        case [low_txt, high_txt]:
            low, high = sorted((_figure(low_txt), _figure(high_txt)))
        case _:
            raise HTTPException(status_code=422, detail="unreadable range")
    return CardLine(line.part, round(low * factor, 1), round(high * factor, 1))


def _render(lines: Iterable[CardLine]) -> list[str]:
    return [
        f"{c.part:<40} {c.low_nm:>6.1f} Nm" if c.low_nm == c.high_nm
        else f"{c.part:<40} {c.low_nm:>6.1f}–{c.high_nm:.1f} Nm"
        for c in lines
    ]


@app.post("/jobcards/torque")
def torque_card(
    vehicle: Annotated[str, Body(max_length=60)],
    specs: Annotated[list[SpecLine], Body(max_length=60)],
) -> dict[str, object]:
    card = [_convert(s) for s in specs]
    return {
        "vehicle": vehicle,
        "lines": [asdict(c) for c in card],
        "printable": _render(card),
    }
