# Flask API serving account details to the company's partner subdomains with cookie auth.
import os
import re

from flask import Flask, jsonify, request, session

from .billing import load_account_summary

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["FLASK_SECRET_KEY"],
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    SESSION_COOKIE_SAMESITE="None",
)

PARTNER_ORIGIN = re.compile(r"https://[a-z0-9-]+\.partners\.example\.com")
ALLOWED_METHODS = "GET, OPTIONS"
ALLOWED_HEADERS = "Content-Type, X-Requested-With"


def origin_allowed(origin: str) -> bool:
    return bool(origin) and PARTNER_ORIGIN.fullmatch(origin) is not None


@app.after_request
def apply_cors(response):
    origin = request.headers.get("Origin", "")
    if origin_allowed(origin):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS
        response.headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
        response.headers.add("Vary", "Origin")
    return response


@app.route("/api/account", methods=["GET", "OPTIONS"])
def account():
    if request.method == "OPTIONS":
        return "", 204
    user_id = session.get("user_id")
    if user_id is None:
        return jsonify(error="not signed in"), 401
    return jsonify(load_account_summary(user_id))
