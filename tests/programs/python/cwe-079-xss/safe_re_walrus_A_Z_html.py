# walrus + re.match with \A...\Z restricts the name to 1-20 lowercase letters before it goes into HTML.
import re
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    if (m := re.match(r"\A([a-z]{1,20})\Z", name)) is None:
        abort(400)
    return f"<h1>Hello {m.group(1)}</h1>"
