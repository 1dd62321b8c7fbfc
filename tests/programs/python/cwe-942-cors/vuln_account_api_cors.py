# aiohttp JSON API for account details with a CORS middleware for the browser frontends.
from aiohttp import web

ACCOUNTS = {"s-1f9c": {"name": "Ada", "plan": "pro", "balance": "120.50"}}


def cors_headers(origin):
    return {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Headers": "Content-Type",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Vary": "Origin",
    }


@web.middleware
async def cors_middleware(request, handler):
    origin = request.headers.get("Origin")
    if request.method == "OPTIONS":
        response = web.Response(status=204)
    else:
        response = await handler(request)
    if origin:
        response.headers.update(cors_headers(origin))
    return response


async def account(request):
    session_id = request.cookies.get("session")
    data = ACCOUNTS.get(session_id)
    if data is None:
        raise web.HTTPUnauthorized()
    return web.json_response(data)


app = web.Application(middlewares=[cors_middleware])
app.router.add_get("/api/account", account)
app.router.add_route("OPTIONS", "/api/account", account)

if __name__ == "__main__":
    web.run_app(app, port=8080)
