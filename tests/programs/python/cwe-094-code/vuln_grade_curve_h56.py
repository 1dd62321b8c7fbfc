# Strawberry GraphQL schema that lets instructors apply a grading curve to an assignment's scores
from typing import Callable, List

import strawberry

SCORES: dict[int, dict[int, float]] = {}
BLOCKED_WORDS = ("import", "os.", "subprocess", "open(")


@strawberry.type
class CurvedScore:
    student_id: int
    original: float
    curved: float


def compile_curve(expression: str) -> Callable[[float], float]:
    if any(word in expression for word in BLOCKED_WORDS):
        raise ValueError("expression not allowed")
    return eval(f"lambda score: {expression}")


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
    def apply_curve(self, info: strawberry.Info, assignment_id: int, expression: str) -> List[CurvedScore]:
        if not info.context["request"].user.is_staff:
            raise PermissionError("instructors only")
        curved = apply(compile_curve(expression), SCORES.get(assignment_id, {}))
        SCORES[assignment_id] = {c.student_id: c.curved for c in curved}
        return curved


schema = strawberry.Schema(query=Query, mutation=Mutation)
