# provider login start; the return page is fixed per provider
from flask import Flask, redirect

app = Flask(__name__)
RETURN_PAGES = {"github": "/dash", "google": "/home"}


@app.route("/login/<provider>")
def login(provider, next="/"):
    return redirect(RETURN_PAGES.get(provider, next))
