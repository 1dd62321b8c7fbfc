# Falcon middleware that authenticates API calls with bearer JWTs issued by the auth service.
import os

import falcon
import jwt

JWT_SECRET = os.environ["AUTH_JWT_SECRET"]
AUDIENCE = "reports-api"


class TokenAuth:
    exempt = {"/health"}

    def _claims(self, token):
        return jwt.decode(
            token,
            JWT_SECRET,
            algorithms=["HS256"],
            audience=AUDIENCE,
            options={"require": ["exp", "sub", "aud"]},
        )

    def process_request(self, req, resp):
        if req.path in self.exempt:
            return
        header = req.get_header("Authorization") or ""
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise falcon.HTTPUnauthorized(title="missing bearer token")
        try:
            claims = self._claims(token)
        except jwt.InvalidTokenError as exc:
            raise falcon.HTTPUnauthorized(title="invalid token", description=str(exc))
        req.context.user_id = claims["sub"]
        req.context.roles = claims.get("roles", [])


class ReportResource:
    def on_get(self, req, resp, report_id):
        if "analyst" not in req.context.roles:
            raise falcon.HTTPForbidden()
        resp.media = {"report": report_id, "owner": req.context.user_id}


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


app = falcon.App(middleware=[TokenAuth()])
app.add_route("/reports/{report_id}", ReportResource())
app.add_route("/health", HealthResource())
