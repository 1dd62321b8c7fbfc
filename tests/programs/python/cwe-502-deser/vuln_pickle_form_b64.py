# saved state from a form field restored with pickle
import base64
import pickle

from flask import Flask, request

app = Flask(__name__)


@app.route("/restore", methods=["POST"])
def restore():
    blob = base64.urlsafe_b64decode(request.form["state"])
    state = pickle.loads(blob)
    return str(state)
