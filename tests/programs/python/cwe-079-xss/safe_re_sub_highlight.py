# the search word only chooses what re.sub marks in a constant, escaped text
import re

from flask import Flask, request
from markupsafe import Markup, escape

app = Flask(__name__)
TEXT = "The quick brown fox jumps over the lazy dog"


@app.route("/highlight")
def highlight():
    word = re.escape(request.args.get("q", ""))
    out = re.sub("(" + word + ")", r"<mark>\1</mark>", str(escape(TEXT)), flags=re.I)
    return Markup(out)
