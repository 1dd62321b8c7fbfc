# reads the notes a visitor ticked, names kept as the keys of a dict comprehension
from flask import Flask, request

app = Flask(__name__)


@app.route("/notes")
def notes():
    ticked = {name: True for name in request.args.getlist("note") if name}
    return {"notes": [open("/srv/notes/" + n).read() for n in ticked]}
