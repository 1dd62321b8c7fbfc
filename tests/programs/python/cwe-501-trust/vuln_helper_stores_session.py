# helper writes a JSON field into the session
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"change-me"


def remember(key, value):
    session[key] = value


@app.route("/profile", methods=["POST"])
def profile():
    remember("display_name", request.get_json().get("name", ""))
    return "ok"
