# Flask API serving a restaurant group's menus and staff order notes to its branded web front ends
import os
import re

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["TABLEBITE_SECRET_KEY"],
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    # the API runs on its own registrable domain, so the session cookie travels cross-site
    SESSION_COOKIE_SAMESITE="None",
)
ORIGIN_PATTERN = re.compile(r"https://[a-z0-9-]+\.tablebite\.example")
MENUS = {"harbour": ["Oysters", "Hake and chips"], "uptown": ["Burrata", "Duck ragu"]}
ORDER_NOTES = {"harbour": [{"table": 4, "note": "nut allergy, seat 2"}]}


def cors_headers(origin):
    if origin and ORIGIN_PATTERN.fullmatch(origin):
        return {"Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true"}
    return {}


@app.after_request
def apply_cors(response):
    response.headers.update(cors_headers(request.headers.get("Origin")))
    response.headers.add("Vary", "Origin")
    return response


def staff_branch():
    return session.get("staff_branch") or abort(401)


@app.get("/api/menus/<branch>")
def menu(branch):
    return jsonify(MENUS.get(branch, []))


@app.get("/api/staff/order-notes")
def order_notes():
    return jsonify(ORDER_NOTES.get(staff_branch(), []))
