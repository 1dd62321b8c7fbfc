# Sends a signed-in user back to the page they came from, if it looks like a page of this site.
from flask import Flask, request, redirect

app = Flask(__name__)


@app.route("/signed-in")
def signed_in():
    nxt = request.args.get("next", "/")
    if not nxt.startswith(("/", "./")):
        return redirect("/")
    return redirect(nxt)
