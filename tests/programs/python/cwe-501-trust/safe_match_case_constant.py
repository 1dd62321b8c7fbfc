# match statement maps the request value onto fixed session values
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"change-me"


@app.route("/mode")
def mode():
    match request.args.get("mode", ""):
        case "dark":
            chosen = "dark"
        case "light":
            chosen = "light"
        case _:
            chosen = "system"
    session["mode"] = chosen
    return "ok"
