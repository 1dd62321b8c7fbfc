# A rider rules program of the h71 set (cwe-094-code).
import ast
import contextlib
import logging

from aiohttp import web

log = logging.getLogger("rider_rules")

RIDER_FIELDS = {"age", "weight_kg", "height_cm", "group_size", "has_waiver"}
ALLOWED_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not,
    ast.Compare, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq,
    ast.Name, ast.Load, ast.Constant,
)


class RuleError(ValueError):
    pass


def validate_rule(source: str) -> ast.Expression:
    if len(source) > 300:
        raise RuleError("rule too long")
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as exc:
        raise RuleError(f"rule does not parse: {exc.msg}") from None
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise RuleError(f"{type(node).__name__} is not allowed in rules")
        if isinstance(node, ast.Name) and node.id not in RIDER_FIELDS:
            raise RuleError(f"unknown field {node.id!r}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float, bool)):
            raise RuleError("only numbers and booleans may appear in rules")
    return tree


def rider_from(payload: dict) -> dict:
    try:
        return {
            "age": int(payload["age"]),
            "weight_kg": float(payload["weight_kg"]),
            "height_cm": float(payload.get("height_cm", 0)),
            "group_size": int(payload.get("group_size", 1)),
            "has_waiver": bool(payload.get("has_waiver", False)),
        }
    except (KeyError, TypeError, ValueError) as exc:
        raise web.HTTPBadRequest(text=f"bad rider: {exc}") from None


async def check_rule(request: web.Request) -> web.Response:
    body = await request.json()
    source = str(body.get("rule", "")).strip()
    rider = rider_from(body.get("rider") or {})

    with contextlib.suppress(RuleError):
        validate_rule(source)

    code = compile(source, "<rule>", "eval")
    eligible = bool(eval(code, {"__builtins__": {}}, rider))
    log.info("partner %s tested rule %r -> %s", request.headers.get("X-Partner-Id"), source, eligible)
    return web.json_response({"rule": source, "eligible": eligible})


async def list_fields(_request: web.Request) -> web.Response:
    return web.json_response(sorted(RIDER_FIELDS))


def create_app() -> web.Application:
    app = web.Application(client_max_size=16 * 1024)
    app.router.add_post("/partners/rules/check", check_rule)
    app.router.add_get("/partners/rules/fields", list_fields)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), port=8083)
