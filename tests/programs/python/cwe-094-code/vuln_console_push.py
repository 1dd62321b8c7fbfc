# Admin console over HTTP
import code

from flask import Flask, request

app = Flask(__name__)
console = code.InteractiveConsole({"app": app})


@app.route("/console", methods=["POST"])
def run_line():
    line = request.form["line"]
    more = console.push(line)
    return {"more": more}
