# map holds the form value and a constant; the session receives the constant entry
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"rotate-me"


@app.route("/role", methods=["POST"])
def role():
    m = {"asked": request.form.get("role", ""), "granted": "viewer"}
    session["role"] = m["granted"]
    return "role set"
