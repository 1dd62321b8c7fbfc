# A heater sizing program of the h68 set (cwe-094-code).
# sauna builders: heater sizing calculator where dealers can plug in their own rule of thumb
from __future__ import annotations

import ast
import math
import operator
from dataclasses import asdict, dataclass

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

DEFAULT_RULE = "volume + glass_m2 * 1.2 + stone_m2 * 1.5"
HEATERS_KW = (4.5, 6.0, 8.0, 9.0, 10.5, 13.5, 16.0)
_OPS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: operator.truediv, ast.Pow: operator.pow, ast.USub: operator.neg,
}
_MATH = frozenset({"sqrt", "ceil", "floor", "log"})


@dataclass(slots=True, frozen=True, kw_only=True)
class Cabin:
    width: float
    depth: float
    height: float
    glass_m2: float = 0.0
    stone_m2: float = 0.0

    @property
    def volume(self) -> float:
        return round(self.width * self.depth * self.height, 2)


def _arith(node: ast.AST, names: dict[str, float]) -> float:
    match node:
        case ast.Expression(body=body):
            return _arith(body, names)
        case ast.Constant(value=int() | float() as v):
            return float(v)
        case ast.Name(id=name) if name in names:
            return names[name]
        case ast.BinOp(left=l, op=op, right=r) if type(op) in _OPS:
            return _OPS[type(op)](_arith(l, names), _arith(r, names))
        case ast.UnaryOp(op=ast.USub(), operand=o):
            return -_arith(o, names)
        case ast.Call(func=ast.Attribute(value=ast.Name(id="math"), attr=fn), args=[arg]) if fn in _MATH:
            return float(getattr(math, fn)(_arith(arg, names)))
        case _:
            raise ValueError(f"unsupported element {type(node).__name__}")


def _evaluate(rule: str, cabin: Cabin) -> float:
    names = asdict(cabin) | {"volume": cabin.volume}
    tree = ast.parse(rule, mode="eval")
    return _arith(tree, names)


def _pick_heater(kw_needed: float) -> float | None:
    return next((kw for kw in HEATERS_KW if kw >= kw_needed), None)


async def size_heater(request: Request) -> JSONResponse:
    body = await request.json()
    match body:
        case {"cabin": {"width": w, "depth": d, "height": h, **extra}, **opts}:
            cabin = Cabin(
                width=float(w), depth=float(d), height=float(h),
                glass_m2=float(extra.get("glass_m2", 0)), stone_m2=float(extra.get("stone_m2", 0)),
            )
            rule = str(opts.get("rule") or DEFAULT_RULE)[:200]
        case _:
            return JSONResponse({"error": "cabin width, depth and height are required"}, 400)

    try:
        kw = _evaluate(rule, cabin)
    except (ValueError, SyntaxError, ZeroDivisionError, TypeError) as exc:
        return JSONResponse({"error": f"rule could not be evaluated: {exc}"}, 422)

    if (model := _pick_heater(kw)) is None:
        return JSONResponse({"error": f"{kw:.1f} kW exceeds our largest heater"}, 422)
    return JSONResponse({"volume_m3": cabin.volume, "kw_needed": round(kw, 2), "heater_kw": model, "rule": rule})


app = Starlette(routes=[Route("/sizing", size_heater, methods=["POST"])])
