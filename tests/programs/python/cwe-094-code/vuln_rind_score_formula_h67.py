# A rind score formula program of the h67 set (cwe-094-code).
# cheese affineurs: let cave managers try out custom ripeness-score formulas against recent wheel readings
from __future__ import annotations

import math
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field, field_validator

ALLOWED_NAMES = {"humidity", "temp_c", "days", "ph", "weight_loss_pct"}


class WheelReading(BaseModel):
    wheel_id: str
    humidity: float
    temp_c: float
    days: int
    ph: float
    weight_loss_pct: float


class FormulaTrial(BaseModel):
    label: Annotated[str, Field(min_length=1, max_length=40)]
    expression: Annotated[str, Field(min_length=1, max_length=240)]
    cave: Annotated[int, Field(ge=1, le=9)]

    @field_validator("expression")
    @classmethod
    def not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("expression must not be blank")
        return v


class ScoredWheel(BaseModel):
    wheel_id: str
    score: float


class ReadingStore:
    def latest(self, cave: int) -> list[WheelReading]:
        # Placeholder until the cave sensor feed is wired in.
        return [
            WheelReading(wheel_id=f"C{cave}-001", humidity=92.0, temp_c=11.5, days=84, ph=5.3, weight_loss_pct=9.2),
            WheelReading(wheel_id=f"C{cave}-002", humidity=90.5, temp_c=12.0, days=61, ph=5.1, weight_loss_pct=7.8),
        ]


class FormulaEvaluator:
    def score(self, expression: str, reading: WheelReading) -> float:
        variables = {name: getattr(reading, name) for name in ALLOWED_NAMES}
        variables.update({"sqrt": math.sqrt, "log": math.log, "min": min, "max": max})
        value = eval(expression, {"__builtins__": {}}, variables)
        return float(value)


def get_store() -> ReadingStore:
    return ReadingStore()


def get_evaluator() -> FormulaEvaluator:
    return FormulaEvaluator()


app = FastAPI(title="Affinage formula workbench")


@app.post("/formulas/trial", response_model=list[ScoredWheel])
def trial_formula(
    trial: FormulaTrial,
    store: Annotated[ReadingStore, Depends(get_store)],
    evaluator: Annotated[FormulaEvaluator, Depends(get_evaluator)],
) -> list[ScoredWheel]:
    results: list[ScoredWheel] = []
    for reading in store.latest(trial.cave):
        try:
            score = evaluator.score(trial.expression, reading)
        except (ArithmeticError, ValueError, TypeError, NameError, SyntaxError) as exc:
            raise HTTPException(status_code=400, detail=f"formula error: {exc}")
        results.append(ScoredWheel(wheel_id=reading.wheel_id, score=round(score, 3)))
    return results
