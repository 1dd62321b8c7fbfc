# login page that greets the user named in the query string
from flask import Flask, request

app = Flask(__name__)


@app.route("/login")
def login():
    return f"<p>Welcome back, {request.args.get('user')}</p>"
