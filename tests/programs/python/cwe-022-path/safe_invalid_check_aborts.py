# notes are read by name after a pattern check that stops the request on a mismatch
import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
NOTES = "/srv/notes"


def is_invalid(name):
    return not re.fullmatch(r"[\w-]+\.txt", name)


@app.route("/notes")
def notes():
    name = request.args["name"]
    if is_invalid(name):
        abort(404)
    return open(os.path.join(NOTES, name)).read()
