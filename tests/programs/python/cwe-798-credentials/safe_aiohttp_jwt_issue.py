# aiohttp service issuing JWT access tokens for API clients
import datetime
import hmac
import json
import os

import jwt
from aiohttp import web

SIGNING_KEY = os.environ["JWT_SIGNING_KEY"]
CLIENT_SECRETS = json.loads(os.environ["OAUTH_CLIENT_SECRETS"])


async def issue_token(request: web.Request) -> web.Response:
    body = await request.json()
    client_id = str(body.get("client_id", ""))
    expected = CLIENT_SECRETS.get(client_id, "")
    if not expected or not hmac.compare_digest(expected, str(body.get("client_secret", ""))):
        raise web.HTTPForbidden()
    now = datetime.datetime.now(datetime.timezone.utc)
    claims = {"sub": client_id, "iat": now, "exp": now + datetime.timedelta(minutes=15)}
    token = jwt.encode(claims, SIGNING_KEY, algorithm="HS256")
    return web.json_response({"access_token": token, "token_type": "Bearer"})


app = web.Application()
app.router.add_post("/oauth/token", issue_token)
