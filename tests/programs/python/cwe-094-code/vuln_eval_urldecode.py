# URL-decoded header value evaluated
from urllib.parse import unquote

from flask import Flask, request

app = Flask(__name__)


@app.route("/expr")
def expr():
    raw = unquote(request.headers.get("X-Expr", "1"))
    return str(eval(raw[0:64]))
