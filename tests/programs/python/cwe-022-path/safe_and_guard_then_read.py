# notes endpoint returning a note file under the notes folder
import os

from flask import Flask, request

app = Flask(__name__)
NOTES = os.path.realpath("/srv/notes")


@app.route("/note")
def note():
    full = os.path.realpath(os.path.join(NOTES, request.args.get("name", "todo.txt")))
    body = full.startswith(NOTES + os.sep) and open(full).read()
    return body or ("not found", 404)
