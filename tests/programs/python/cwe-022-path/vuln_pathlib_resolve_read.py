# resolving the request's path does not keep it inside any folder before it is read
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)


@app.route("/doc")
def doc():
    return Path(request.args["f"]).resolve().read_text()
