# Path(...).parent keeps every folder of the request's path, "../" included
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)


@app.route("/doc")
def doc():
    folder = Path(request.args["f"]).parent
    with open("/srv/docs/" + str(folder) + "/index.txt") as f:
        return f.read()
