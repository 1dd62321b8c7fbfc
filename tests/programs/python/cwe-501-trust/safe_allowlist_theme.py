# theme name must be one of a fixed set before it is kept in the session
from flask import Flask, abort, request, session

app = Flask(__name__)
app.secret_key = b"rotate-me"
THEMES = frozenset({"light", "dark", "contrast"})


@app.route("/theme")
def theme():
    t = request.args.get("t", "light")
    if t not in THEMES:
        abort(400)
    session["theme"] = t
    return "ok"
