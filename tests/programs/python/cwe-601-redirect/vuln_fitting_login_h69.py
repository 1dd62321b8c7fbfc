# A fitting login program of the h69 set (cwe-601-redirect).
import os
import sqlite3

from flask import Flask, flash, g, redirect, render_template_string, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["FITTINGS_SESSION_KEY"]
DB_PATH = "/var/lib/cobbleworks/customers.db"

LOGIN_FORM = """
<form method="post">
  <input name="email" type="email"> <input name="password" type="password">
  <button>Sign in</button>
</form>
{% for m in get_flashed_messages() %}<p>{{ m }}</p>{% endfor %}
"""


@app.before_request
def remember_destination():
    g.customer = session.get("customer")
    if request.endpoint == "login" and request.method == "GET" and "next" in request.args:
        session["after_login"] = request.args["next"]


def landing_target() -> str:
    target = session.pop("after_login", "") or url_for("my_fittings")
    if not target.startswith("/"):
        return url_for("my_fittings")
    return target


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template_string(LOGIN_FORM)
    email = request.form.get("email", "").strip().lower()
    with sqlite3.connect(DB_PATH) as conn:
        row = conn.execute("SELECT id, password_hash FROM customers WHERE email = ?", (email,)).fetchone()
    if row is None or not check_password_hash(row[1], request.form.get("password", "")):
        flash("Email or password not recognised")
        return redirect(url_for("login"))
    session["customer"] = row[0]
    return redirect(landing_target())


@app.route("/fittings")
def my_fittings():
    if g.customer is None:
        return redirect(url_for("login", next=request.full_path))
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(
            "SELECT slot, style, last_size FROM fittings WHERE customer_id = ? ORDER BY slot",
            (g.customer,),
        ).fetchall()
    return {"fittings": [{"slot": s, "style": st, "last_size": ls} for s, st, ls in rows]}


@app.route("/logout")
def logout():
    session.clear()
    return redirect(url_for("login"))


if __name__ == "__main__":
    app.run(port=8050)
