# aiohttp handler that prices a customer's hourly energy usage with a tariff formula from the request.
import ast
import operator

from aiohttp import web

OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
HELPERS = {"min": min, "max": max, "round": round, "abs": abs}


def compile_formula(expr):
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError:
        raise web.HTTPBadRequest(text="formula rejected")

    def ev(node, env):
        if isinstance(node, ast.Expression):
            return ev(node.body, env)
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value
        if isinstance(node, ast.Name) and node.id in env:
            return env[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
            return OPERATORS[type(node.op)](ev(node.left, env), ev(node.right, env))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in HELPERS and not node.keywords:
            return HELPERS[node.func.id](*[ev(a, env) for a in node.args])
        raise web.HTTPBadRequest(text="formula rejected")

    return lambda env: float(ev(tree, env))


def hour_env(sample):
    return {
        "kwh": float(sample.get("kwh", 0)),
        "peak": 1.0 if sample.get("peak") else 0.0,
        "rate": float(sample.get("rate", 0.3)),
    }


async def quote(request):
    body = await request.json()
    formula = compile_formula(str(body.get("formula", "kwh * rate")))
    costs = [formula(hour_env(s)) for s in body.get("usage", []) if isinstance(s, dict)]
    return web.json_response({"total": round(sum(costs), 2), "hours": len(costs)})


def make_app():
    app = web.Application(client_max_size=256 * 1024)
    app.router.add_post("/tariffs/quote", quote)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8081)
