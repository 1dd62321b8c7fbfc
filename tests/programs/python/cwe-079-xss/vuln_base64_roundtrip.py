# value goes through a base64 encode and decode round trip and is written into the page
import base64

from flask import Flask, request

app = Flask(__name__)


@app.route("/echo")
def echo():
    raw = request.args.get("msg", "")
    packed = base64.b64encode(raw.encode("utf-8"))
    msg = base64.b64decode(packed).decode("utf-8")
    return "<p>You said: %s</p>" % msg
