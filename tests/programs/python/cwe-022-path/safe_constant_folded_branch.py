# arithmetic on constants always picks the fixed file name, the query value is never used
from flask import Flask, request

app = Flask(__name__)


@app.route("/notes")
def notes():
    param = request.args.get("note", "")
    num = 86
    if 7 * 42 - num > 200:
        bar = "readme.txt"
    else:
        bar = param
    with open("/srv/notes/" + bar) as fh:
        return fh.read()
