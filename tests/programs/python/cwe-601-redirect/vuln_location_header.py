# logout handler that sends the user back where they came from
from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/logout")
def logout():
    back = request.args.get("return_to", "/")
    resp = make_response("", 302)
    resp.headers["Location"] = back
    resp.delete_cookie("session")
    return resp
