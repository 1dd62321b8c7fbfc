# logout handler that always returns to the home page
from flask import Flask, request, make_response, url_for

app = Flask(__name__)


@app.route("/logout")
def logout():
    resp = make_response("", 302)
    resp.headers["Location"] = url_for("index")
    resp.headers["X-Logged-Out-From"] = request.args.get("page", "")[:40].replace("<", "")
    resp.delete_cookie("session")
    return resp
