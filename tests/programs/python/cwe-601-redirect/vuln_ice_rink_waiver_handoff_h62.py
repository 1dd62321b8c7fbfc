# An ice rink waiver handoff program of the h62 set (cwe-601-redirect).
"""Public-skate pages for the ice rink: session list and the hand-off after the waiver screen."""
import os
from datetime import datetime
from functools import wraps
from typing import Callable, Dict, List

from bottle import Bottle, abort, redirect, request, template

app = Bottle()

DEFAULT_LANDING = "/sessions"

SESSIONS: List[Dict] = [
    {"id": 101, "name": "Family Skate", "starts": datetime(2025, 1, 11, 13, 0), "sheet": "North"},
    {"id": 102, "name": "Stick & Puck", "starts": datetime(2025, 1, 11, 15, 30), "sheet": "South"},
    {"id": 103, "name": "Disco Night", "starts": datetime(2025, 1, 11, 19, 0), "sheet": "North"},
]

LIST_PAGE = """<h1>Public sessions</h1><ul>
% for s in sessions:
  <li>{{s["name"]}} on the {{s["sheet"]}} sheet at {{s["starts"].strftime("%H:%M")}}</li>
% end
</ul>"""


def is_local_path(target: str) -> bool:
    return target.startswith("/")


def with_return_target(param: str) -> Callable:
    """Reads the page to come back to and hands it to the view as `target`."""
    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def wrapper(*args, **kwargs):
            target = request.query.get(param, "").strip() or DEFAULT_LANDING
            if not is_local_path(target):
                target = DEFAULT_LANDING
            return view(*args, target=target, **kwargs)
        return wrapper
    return decorate


@app.get("/sessions")
def list_sessions():
    upcoming = sorted(SESSIONS, key=lambda s: s["starts"])
    return template(LIST_PAGE, sessions=upcoming)


@app.get("/waiver/done")
@with_return_target("next")
def waiver_done(target: str):
    session_id = request.query.get("session", "")
    if session_id and not any(str(s["id"]) == session_id for s in SESSIONS):
        abort(404, "unknown session")
    redirect(target, 303)


if __name__ == "__main__":
    app.run(host=os.environ.get("BIND_HOST", "127.0.0.1"), port=int(os.environ.get("PORT", "8080")))
