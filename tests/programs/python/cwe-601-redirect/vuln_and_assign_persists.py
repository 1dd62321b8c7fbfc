# logout endpoint returning to the page given by the client
from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/logout")
def logout():
    target = "/"
    if "next" in request.args and (target := request.args["next"]):
        app.logger.info("returning to %s", target)
    return redirect(target)
