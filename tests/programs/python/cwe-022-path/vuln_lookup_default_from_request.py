# serves a named report: an unknown name falls back to the path the request gives
from flask import Flask, request

app = Flask(__name__)


class Reports:
    def __init__(self, paths):
        self.paths = paths

    def read(self):
        path = self.paths.get(request.args.get("name", ""), request.args.get("file", ""))
        with open(path) as f:
            return f.read()


@app.route("/report")
def report():
    return Reports(load_paths()).read()
