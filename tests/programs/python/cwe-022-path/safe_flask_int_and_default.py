# monthly report files addressed by number
from flask import Flask

app = Flask(__name__)


@app.route("/reports/<int:year>/<int:month>")
def report(year, month, fmt="csv"):
    with open(f"/srv/reports/{year}-{month:02d}.{fmt}") as fh:
        return fh.read()
