# every submitted field name is recorded in the session
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"change-me"


@app.route("/fields", methods=["POST"])
def fields():
    for name in request.form.keys():
        session["last_field"] = name
    return "ok"
