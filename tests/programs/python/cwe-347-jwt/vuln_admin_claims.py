# Sanic admin API whose routes are guarded by a role check on RS256 tokens from the identity provider.
import os
from functools import wraps

from jose import JWTError, jwt
from sanic import Sanic
from sanic.response import json

app = Sanic("admin_api")

with open(os.environ.get("IDP_PUBLIC_KEY_FILE", "/etc/admin-api/idp_public.pem")) as fh:
    IDP_PUBLIC_KEY = fh.read()


def load_claims(request):
    token = request.token
    if not token:
        return None
    try:
        return jwt.get_unverified_claims(token)
    except JWTError:
        return None


def require_role(role):
    def decorator(handler):
        @wraps(handler)
        async def wrapper(request, *args, **kwargs):
            claims = load_claims(request)
            if claims is None:
                return json({"error": "unauthenticated"}, status=401)
            if role not in claims.get("roles", []):
                return json({"error": "forbidden"}, status=403)
            request.ctx.claims = claims
            return await handler(request, *args, **kwargs)

        return wrapper

    return decorator


@app.delete("/admin/users/<user_id:int>")
@require_role("admin")
async def delete_user(request, user_id: int):
    await request.app.ctx.users.deactivate(user_id, actor=request.ctx.claims["sub"])
    return json({"deactivated": user_id})


@app.get("/admin/audit")
@require_role("auditor")
async def audit_log(request):
    entries = await request.app.ctx.audit.latest(limit=100)
    return json({"entries": entries})
