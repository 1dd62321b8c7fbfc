# music artwork (h58 set)
"""Album artwork and lyric sheet delivery for a music streaming catalogue.

Client apps request assets by their path inside the catalogue asset store,
for example ``/assets?path=labels/northwind/ALB-20931/cover.jpg``.
"""
import os

from flask import Flask, abort, jsonify, request, send_file

LIBRARY_ROOT = os.path.realpath(os.environ.get("LIBRARY_ROOT", "/srv/catalogue/assets"))
MEDIA_TYPES = {
    ".jpg": "image/jpeg",
    ".png": "image/png",
    ".webp": "image/webp",
    ".lrc": "text/plain",
    ".txt": "text/plain",
}


def not_empty(rel: str) -> bool:
    return bool(rel)


def reasonable_length(rel: str) -> bool:
    return len(rel) < 256


def known_type(rel: str) -> bool:
    return os.path.splitext(rel)[1].lower() in MEDIA_TYPES


def within_library(rel: str) -> bool:
    full = os.path.realpath(os.path.join(LIBRARY_ROOT, rel))
    return os.path.commonpath([full, LIBRARY_ROOT]) == LIBRARY_ROOT


CHECKS = (not_empty, reasonable_length, known_type, within_library)


def resolve_asset(rel: str) -> str | None:
    if not all(check(rel) for check in CHECKS):
        return None
    return os.path.realpath(os.path.join(LIBRARY_ROOT, rel))


def asset():
    rel = request.args.get("path", "")
    full = resolve_asset(rel)
    if full is None or not os.path.isfile(full):
        abort(404)
    mimetype = MEDIA_TYPES[os.path.splitext(full)[1].lower()]
    response = send_file(full, mimetype=mimetype, max_age=3600)
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def health():
    return jsonify(status="ok", root_present=os.path.isdir(LIBRARY_ROOT))


ROUTES = {
    "/assets": (asset, ["GET"]),
    "/health": (health, ["GET"]),
}


def create_app() -> Flask:
    app = Flask(__name__)
    for rule, (view, methods) in ROUTES.items():
        app.add_url_rule(rule, view.__name__, view, methods=methods)
    return app
