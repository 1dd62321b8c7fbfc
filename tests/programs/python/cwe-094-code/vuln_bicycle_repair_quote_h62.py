# A bicycle repair quote program of the h62 set (cwe-094-code).
"""Repair quote calculator for the bicycle workshop counter.

Mechanics type a labour rule such as "hours * rate + parts * 1.15 - discount"
and the counter screen shows the resulting quote for the bike on the stand.
"""
import ast
import os
from decimal import ROUND_HALF_UP, Decimal
from typing import Dict
from wsgiref.simple_server import make_server

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

WORKSHOP_RATES: Dict[str, float] = {
    "rate": float(os.environ.get("WORKSHOP_HOURLY_RATE", "48.0")),
    "ebike_rate": float(os.environ.get("WORKSHOP_EBIKE_RATE", "62.0")),
}

MAX_RULE_LENGTH = 240


def shop_rates(request) -> Dict[str, float]:
    return dict(WORKSHOP_RATES)


def quote_inputs(request) -> Dict[str, float]:
    try:
        return {
            "hours": float(request.params.get("hours", "0")),
            "parts": float(request.params.get("parts", "0")),
            "discount": float(request.params.get("discount", "0")),
        }
    except ValueError:
        raise HTTPBadRequest("hours, parts and discount must be numbers")


def parse_rule(text: str) -> ast.Expression:
    if not text or len(text) > MAX_RULE_LENGTH:
        raise HTTPBadRequest("labour rule missing or too long")
    try:
        return ast.parse(text, mode="eval")
    except SyntaxError:
        raise HTTPBadRequest("labour rule is not a valid expression")


def evaluate(tree: ast.Expression, env: Dict[str, float]) -> float:
    return eval(compile(tree, "<labour-rule>", "eval"), {"__builtins__": {}}, env)


def money(value: float) -> str:
    return str(Decimal(str(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


@view_config(route_name="quote", renderer="json", request_method="GET")
def quote(request):
    tree = parse_rule(request.params.get("rule", "").strip())
    env = {**request.shop_rates, **quote_inputs(request)}
    try:
        total = evaluate(tree, env)
    except (ValueError, TypeError, ZeroDivisionError, NameError) as exc:
        raise HTTPBadRequest(f"could not work out quote: {exc}")
    return {"inputs": env, "total": money(float(total))}


def main():
    with Configurator() as config:
        config.add_request_method(shop_rates, "shop_rates", reify=True)
        config.add_route("quote", "/quote")
        config.scan()
        return config.make_wsgi_app()


if __name__ == "__main__":
    make_server(os.environ.get("BIND_HOST", "127.0.0.1"), int(os.environ.get("PORT", "6543")), main()).serve_forever()
