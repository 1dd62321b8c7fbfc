# conditional expression on constants stores the fixed value in the session
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"rotate-me"


@app.route("/lang")
def lang():
    param = request.args.get("lang", "")
    num = 86
    bar = "en" if (7 * 42) - num > 200 else param
    session["lang"] = bar
    return "ok"
