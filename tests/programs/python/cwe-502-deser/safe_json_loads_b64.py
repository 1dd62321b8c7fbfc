# cookie is base64-decoded and parsed with json.loads, not pickle
import base64
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/cart")
def cart():
    blob = request.cookies.get("cart", "e30=")
    items = json.loads(base64.b64decode(blob))
    return {"count": len(items)}
