# Admin console over HTTP
import code

from flask import Flask, request

app = Flask(__name__)
console = code.InteractiveConsole({"app": app})
COMMANDS = {"stats": "print(len(app.url_map._rules))", "version": "print('1.0')"}


@app.route("/console", methods=["POST"])
def run_line():
    name = request.form["name"]
    if name not in COMMANDS:
        return {"error": "unknown"}, 400
    more = console.push("print('1.0')")
    return {"more": more}
