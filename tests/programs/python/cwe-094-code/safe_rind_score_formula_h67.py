# A rind score formula program of the h67 set (cwe-094-code).
# cheese affineurs: let cave managers try out custom ripeness-score formulas against recent wheel readings
from __future__ import annotations

import ast
import math
import operator
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field, field_validator

ALLOWED_NAMES = {"humidity", "temp_c", "days", "ph", "weight_loss_pct"}
BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
FUNCS = {"sqrt": math.sqrt, "log": math.log, "min": min, "max": max}


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
        tree = ast.parse(expression, mode="eval")
        return float(self._eval(tree.body, variables))

    def _eval(self, node: ast.AST, variables: dict[str, float]) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
            return BIN_OPS[type(node.op)](self._eval(node.left, variables), self._eval(node.right, variables))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self._eval(node.operand, variables)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNCS and not node.keywords:
            return FUNCS[node.func.id](*(self._eval(a, variables) for a in node.args))
        raise ValueError(f"unsupported element: {type(node).__name__}")


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
