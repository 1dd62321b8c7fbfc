# saved state from a form field restored from JSON
import base64
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/restore", methods=["POST"])
def restore():
    blob = base64.urlsafe_b64decode(request.form["state"])
    return str(json.loads(blob))
