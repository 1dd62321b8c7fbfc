# An enumeration, a loop or a redirect: flask enum param (written in review)
import os
from flask import redirect
from enum import Enum
from flask import Flask
app = Flask(__name__)
class Fmt(Enum):
    PDF = "pdf"
    TXT = "txt"
@app.route("/export/<fmt>")
def export(fmt: Fmt):
    # Flask passes the raw path segment; the annotation is not enforced
    return redirect(fmt)
