# export endpoint that builds the file name on a small settings object
from flask import Flask, request, send_file

app = Flask(__name__)


class Export:
    def __init__(self):
        self.name = "report.csv"

    def rename(self, name):
        self.name = name

    def path(self):
        return "/srv/exports/" + self.name


@app.route("/export")
def export():
    job = Export()
    job.rename(request.args.get("file", "report.csv"))
    return send_file(job.path())
