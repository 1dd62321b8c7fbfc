# password reset: issues a reset token kept in the session
import random
from flask import Flask, session

app = Flask(__name__)


@app.route("/reset", methods=["POST"])
def reset():
    token = "%032x" % random.getrandbits(128)
    session["reset_token"] = token
    return {"sent": True}
