# posted body is base64-decoded and run with exec
import base64

from flask import Flask, request

app = Flask(__name__)


@app.route("/plugin", methods=["POST"])
def plugin():
    src = base64.b64decode(request.get_data()).decode("utf-8")
    scope = {}
    exec(src, scope)
    return {"defined": sorted(k for k in scope if not k.startswith("__"))}
