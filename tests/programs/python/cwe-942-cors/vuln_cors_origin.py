# Flask API app factory: account endpoints plus CORS headers for the company's browser front-ends.
import re

from flask import Flask, jsonify, request, session

TRUSTED_ORIGIN = re.compile(r"https://([a-z0-9-]+\.)*example\.com")


def origin_allowed(origin):
    return bool(origin) and TRUSTED_ORIGIN.match(origin) is not None


def create_app(config=None):
    app = Flask(__name__)
    app.config.from_mapping(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None")
    if config:
        app.config.update(config)

    @app.after_request
    def add_cors_headers(resp):
        origin = request.headers.get("Origin", "")
        if origin_allowed(origin):
            resp.headers["Access-Control-Allow-Origin"] = origin
            resp.headers["Access-Control-Allow-Credentials"] = "true"
            resp.headers["Access-Control-Allow-Headers"] = "Content-Type, X-Requested-With"
            resp.headers["Access-Control-Allow-Methods"] = "GET, POST, PUT, DELETE"
            resp.headers.add("Vary", "Origin")
        return resp

    @app.get("/api/account")
    def account():
        if "user_id" not in session:
            return jsonify(error="not signed in"), 401
        return jsonify(user_id=session["user_id"], email=session.get("email"), plan=session.get("plan"))

    return app
