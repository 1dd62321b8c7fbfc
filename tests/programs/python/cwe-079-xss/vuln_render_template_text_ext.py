# weekly digest page
from flask import Flask, render_template, request

app = Flask(__name__)


@app.route("/digest")
def digest():
    who = request.args.get("who", "")
    return render_template("digest.email", who=who)
