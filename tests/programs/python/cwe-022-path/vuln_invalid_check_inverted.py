# notes are read by name; the branch taken for a name that fails the pattern still opens it
import os
import re

from flask import Flask, request

app = Flask(__name__)
NOTES = "/srv/notes"


def is_invalid(name):
    return not re.fullmatch(r"[\w-]+\.txt", name)


@app.route("/notes")
def notes():
    name = request.args["name"]
    if is_invalid(name):
        app.logger.warning("odd note name %s", name)
        return open(os.path.join(NOTES, name)).read()
    return "use /notes/list"
