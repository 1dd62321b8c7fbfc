# Flask account API that adds CORS headers so the company's web frontends can call it.
import re

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.config.from_prefixed_env()

ALLOWED_ORIGIN_RE = re.compile(r"https://[a-z0-9-]+\.example\.com")


def origin_allowed(origin: str) -> bool:
    return ALLOWED_ORIGIN_RE.match(origin) is not None


@app.after_request
def add_cors_headers(response):
    origin = request.headers.get("Origin")
    if origin and origin_allowed(origin):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
    response.headers.add("Vary", "Origin")
    return response


@app.get("/account/profile")
def profile():
    user_id = session.get("user_id")
    if user_id is None:
        return jsonify({"error": "not signed in"}), 401
    return jsonify({"id": user_id, "email": session.get("email"), "plan": session.get("plan")})


@app.get("/account/api-keys")
def api_keys():
    if "user_id" not in session:
        return jsonify({"error": "not signed in"}), 401
    return jsonify({"keys": session.get("api_key_prefixes", [])})
