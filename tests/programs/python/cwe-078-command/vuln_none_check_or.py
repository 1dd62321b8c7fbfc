# converts an uploaded document with libreoffice unless no name was given
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/convert")
def convert():
    name = request.args.get("doc")
    failed = name is None or os.system("soffice --headless --convert-to pdf /srv/docs/" + name) != 0
    return {"failed": failed}
