# tags an uploaded file with the labels a visitor typed, percent-encoded but keeping separators
import os
from urllib.parse import quote

from flask import Flask, request

app = Flask(__name__)


@app.route("/tag", methods=["POST"])
def tag():
    labels = quote(request.form["labels"], "; ,")
    os.system("tag-file /srv/uploads/current " + labels)
    return "tagged"
