# empty-value default assigned after reading the form field; the field still reaches open()
import os

from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/var/uploads"


@app.route("/download", methods=["POST"])
def download():
    p = request.form.get("file")
    if not p:
        p = ""
    full = os.path.join(UPLOADS, p)
    with open(full, "rb") as fh:
        return fh.read()
