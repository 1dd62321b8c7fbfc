# value passed to a Jinja template as a variable, where autoescaping applies
from flask import Flask, render_template_string, request

app = Flask(__name__)
PAGE = "<h2>Profile of {{ user }}</h2>"


@app.route("/profile")
def profile():
    user = request.args.get("user", "anonymous")
    return render_template_string(PAGE, user=user)
