# route path segment joined to the download folder
import os

from flask import Flask, send_file

app = Flask(__name__)
BASE = "/srv/downloads"


@app.route("/download/<path:name>")
def download(name):
    return send_file(os.path.join(BASE, name))
