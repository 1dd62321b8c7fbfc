# Strawberry GraphQL schema that lets instructors apply a grading curve to an assignment's scores
from typing import Callable, List

import strawberry

SCORES: dict[int, dict[int, float]] = {}
CURVES: dict[str, Callable[[float, float], float]] = {
    "flat": lambda score, amount: score + amount,
    "sqrt": lambda score, amount: (max(score, 0.0) ** 0.5) * 10 + amount,
    "scale": lambda score, amount: score * (1 + amount / 100),
}


@strawberry.type
class CurvedScore:
    student_id: int
    original: float
    curved: float


def compile_curve(name: str, amount: float) -> Callable[[float], float]:
    chosen = CURVES.get(name)
    if chosen is None:
        raise ValueError("unknown curve")
    return lambda score: chosen(score, max(-20.0, min(20.0, amount)))


def apply(curve: Callable[[float], float], scores: dict[int, float]) -> List[CurvedScore]:
    bounded = lambda value: max(0.0, min(100.0, float(value)))
    return [CurvedScore(student_id=s, original=v, curved=bounded(curve(v))) for s, v in sorted(scores.items())]


@strawberry.type
class Query:
    @strawberry.field
    def scores(self, assignment_id: int) -> List[CurvedScore]:
        return [CurvedScore(student_id=s, original=v, curved=v) for s, v in SCORES.get(assignment_id, {}).items()]


@strawberry.type
class Mutation:
    @strawberry.mutation
    def apply_curve(self, info: strawberry.Info, assignment_id: int, curve: str, amount: float = 0.0) -> List[CurvedScore]:
        if not info.context["request"].user.is_staff:
            raise PermissionError("instructors only")
        curved = apply(compile_curve(curve, amount), SCORES.get(assignment_id, {}))
        SCORES[assignment_id] = {c.student_id: c.curved for c in curved}
        return curved


schema = strawberry.Schema(query=Query, mutation=Mutation)
