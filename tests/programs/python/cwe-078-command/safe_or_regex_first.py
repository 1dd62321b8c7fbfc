# converts an uploaded document with libreoffice when its name is plain
import os
import re

from flask import Flask, request

app = Flask(__name__)
PLAIN = re.compile(r"[A-Za-z0-9_-]+\.docx")


@app.route("/convert")
def convert():
    name = request.args.get("doc", "")
    failed = not PLAIN.fullmatch(name) or os.system("soffice --headless --convert-to pdf /srv/docs/" + name) != 0
    return {"failed": failed}
