# the upload's name is reduced to its last part with Path(...).name before it is opened
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)


@app.route("/doc")
def doc():
    name = Path(request.args["f"]).name
    with open("/srv/docs/" + name) as f:
        return f.read()
