# form field copied straight into the session as the user's role
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"rotate-me"


@app.route("/prefs", methods=["POST"])
def prefs():
    session["role"] = request.form.get("role", "viewer")
    return "saved"
