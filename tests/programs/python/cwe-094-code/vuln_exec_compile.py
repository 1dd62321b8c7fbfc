# snippet compiled and executed
from flask import Flask, request

app = Flask(__name__)


@app.route("/run", methods=["POST"])
def run():
    src = request.form.get("snippet", "")
    scope = {}
    exec(compile(src, "<snippet>", "exec"), scope)
    return str(scope.get("result"))
