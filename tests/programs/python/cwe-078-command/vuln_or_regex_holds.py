# converts an uploaded document with libreoffice, logging odd names
import os
import re

from flask import Flask, request

app = Flask(__name__)
PLAIN = re.compile(r"[A-Za-z0-9_-]+\.docx")


@app.route("/convert")
def convert():
    name = request.args.get("doc", "")
    plain = PLAIN.fullmatch(name) or os.system("logger odd document name " + name) == 0
    return {"plain": bool(plain)}
