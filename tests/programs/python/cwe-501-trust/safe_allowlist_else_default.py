# only known plans reach the session
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"change-me"
PLANS = ("free", "pro", "team")


@app.route("/plan")
def plan():
    wanted = request.args.get("plan", "free")
    session["plan"] = wanted if wanted in PLANS else "free"
    return "ok"
