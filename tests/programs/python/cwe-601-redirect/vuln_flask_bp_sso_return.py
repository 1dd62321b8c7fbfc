# Flask blueprint that completes newsroom single sign-on and returns editors to the page they started from.
from urllib.parse import urlparse

from flask import Blueprint, redirect, request, session, url_for

sso_bp = Blueprint("sso", __name__, url_prefix="/sso")

NEWSROOM_DOMAIN = "desk.dailyherald.example"
DEFAULT_LANDING = "/desk/queue"


def is_newsroom_url(target: str) -> bool:
    parts = urlparse(target)
    if not target.isprintable() or "\\" in target:
        return False
    if not parts.netloc:
        return not parts.scheme and target.startswith("/") and not target.startswith("//")
    return parts.scheme in ("http", "https") and NEWSROOM_DOMAIN in parts.netloc


def pop_return_target() -> str:
    target = request.args.get("return_to") or session.pop("sso_return_to", "")
    if not target or not is_newsroom_url(target):
        return DEFAULT_LANDING
    return target


@sso_bp.route("/start")
def start():
    session["sso_return_to"] = request.args.get("return_to", "")
    return redirect(url_for("sso.callback", _external=True))


@sso_bp.route("/callback")
def callback():
    editor = request.headers.get("X-Authenticated-Editor")
    if not editor:
        return redirect(url_for("sso.start"))
    session["editor"] = editor
    return redirect(pop_return_target())
