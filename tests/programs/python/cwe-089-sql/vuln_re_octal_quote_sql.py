# A regex test: octal quote sql (written in review of the regex reading)
import re, sqlite3
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/u")
def u():
    n = request.args["n"]
    if not re.fullmatch(r"(?:[a-z]|\047)+", n):
        abort(400)
    db = sqlite3.connect("a.db")
    return str(db.execute("SELECT * FROM users WHERE name = '" + n + "'").fetchall())
