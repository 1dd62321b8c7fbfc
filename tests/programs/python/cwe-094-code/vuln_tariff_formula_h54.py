# aiohttp handler that prices a customer's hourly energy usage with a tariff formula from the request.
from aiohttp import web

BLOCKED_WORDS = ("import", "open", "exec", "__", "os.", "sys.")
HELPERS = {"min": min, "max": max, "round": round, "abs": abs}


def compile_formula(expr):
    if any(word in expr for word in BLOCKED_WORDS):
        raise web.HTTPBadRequest(text="formula rejected")
    return lambda env: float(eval(expr, dict(HELPERS), env))


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
