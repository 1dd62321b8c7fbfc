# Sanic middleware that adds CORS headers so the customer dashboard SPA can call the account API.
from sanic import Sanic
from sanic.response import empty, json

app = Sanic("accounts_api")

TRUSTED_DOMAIN = "acmebank.com"
ALLOWED_METHODS = "GET, POST, PATCH, DELETE, OPTIONS"
ALLOWED_HEADERS = "Content-Type, X-Requested-With"


def origin_allowed(origin: str) -> bool:
    return origin.startswith("https://") and origin.endswith(TRUSTED_DOMAIN)


@app.on_request
async def preflight(request):
    if request.method == "OPTIONS":
        return empty(status=204)


@app.on_response
async def add_cors_headers(request, response):
    origin = request.headers.get("origin")
    response.headers["Vary"] = "Origin"
    if origin and origin_allowed(origin):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS
        response.headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
        response.headers["Access-Control-Max-Age"] = "600"


@app.get("/api/account")
async def account(request):
    user = await request.app.ctx.sessions.current_user(request.cookies.get("sid"))
    if user is None:
        return json({"error": "not signed in"}, status=401)
    return json({"email": user.email, "iban": user.iban, "balance": str(user.balance)})


if __name__ == "__main__":
    app.run(port=8002)
