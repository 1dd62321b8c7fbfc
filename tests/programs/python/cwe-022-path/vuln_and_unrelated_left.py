# notes endpoint returning a note file for logged in users
import os

from flask import Flask, g, request

app = Flask(__name__)
NOTES = "/srv/notes"


@app.route("/note")
def note():
    name = request.args.get("name", "todo.txt")
    body = g.get("user") and open(os.path.join(NOTES, name)).read()
    return body or ("login required", 401)
