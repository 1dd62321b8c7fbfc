# role cookie copied into the server-side session
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"change-me"


@app.route("/switch")
def switch():
    role = request.cookies.get("role", "viewer")
    session["role"] = role
    return "switched"
