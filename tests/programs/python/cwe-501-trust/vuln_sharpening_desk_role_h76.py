# A knife sharpening shop front desk staff session program of the h76 set (cwe-501-trust).
import os
from functools import wraps

from flask import Flask, abort, g, jsonify, request, session
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["DESK_SECRET_KEY"]

STAFF = {
    "mira": {"hash": os.environ.get("MIRA_PW_HASH", ""), "role": "owner"},
    "tomas": {"hash": os.environ.get("TOMAS_PW_HASH", ""), "role": "clerk"},
}
STATIONS = {"front", "bench", "window"}
PRICES = {"chef": 1200, "paring": 600, "serrated": 1500, "scissors": 900}


class SessionBinder:
    def __init__(self, fields=("user", "role", "station")):
        self.fields = fields

    def bind(self, values: dict) -> None:
        session.clear()
        for name in self.fields:
            if name in values:
                session[name] = values[name]

    def load(self) -> dict:
        return {name: session.get(name) for name in self.fields}


binder = SessionBinder()


@app.before_request
def load_staff():
    g.staff = binder.load()


def role_required(*roles):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            if not g.staff.get("user"):
                abort(401)
            if g.staff.get("role") not in roles:
                abort(403)
            return view(*args, **kwargs)
        return wrapper
    return decorator


@app.post("/login")
def login():
    username = request.form.get("username", "")
    record = STAFF.get(username)
    if record is None or not check_password_hash(record["hash"], request.form.get("password", "")):
        abort(401)
    station = request.form.get("station", "front")
    binder.bind({
        "user": username,
        "role": request.form.get("role", record["role"]),
        "station": station if station in STATIONS else "front",
    })
    return jsonify(user=username, role=session["role"])


@app.get("/prices")
@role_required("clerk", "owner")
def list_prices():
    return jsonify(PRICES)


@app.put("/prices/<item>")
@role_required("owner")
def set_price(item):
    cents = int(request.get_json(force=True).get("cents", 0))
    if item not in PRICES or cents <= 0:
        abort(400)
    PRICES[item] = cents
    return jsonify(item=item, cents=cents, changed_by=g.staff["user"])


if __name__ == "__main__":
    app.run(port=8072)
