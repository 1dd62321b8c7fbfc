# Reads a named template snippet for the newsletter editor.
import re

from flask import Flask, abort, request

app = Flask(__name__)
SNIPPET = re.compile("^[\\w.-]+\\.html$")


@app.route("/snippets")
def snippet():
    name = request.args.get("name", "")
    if not SNIPPET.match(name):
        abort(404)
    with open("/srv/newsletter/snippets/" + name, encoding="utf-8") as fh:
        return {"html": fh.read()}
