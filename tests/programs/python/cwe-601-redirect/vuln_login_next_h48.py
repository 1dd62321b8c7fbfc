# Login view for the wiki that returns users to the page they came from.
import os

from flask import Flask, redirect, render_template, request, url_for
from flask_login import LoginManager, login_user
from werkzeug.security import check_password_hash

from wiki.models import User

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["WIKI_SECRET_KEY"]
login_manager = LoginManager(app)
login_manager.login_view = "login"


@login_manager.user_loader
def load_user(user_id):
    return User.query.get(int(user_id))


def next_target(default: str) -> str:
    target = request.args.get("next") or request.form.get("next")
    if target and target.startswith("/"):
        return target
    return default


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = User.query.filter_by(username=request.form.get("username", "")).first()
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        return render_template("login.html", error="Invalid credentials"), 401
    login_user(user, remember=request.form.get("remember") == "on")
    return redirect(next_target(url_for("index")))


@app.route("/")
def index():
    return render_template("index.html")
