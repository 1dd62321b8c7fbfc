# JSON is used for one content type; the other branch unpickles the raw body
import json
import pickle

from flask import Flask, request

app = Flask(__name__)


@app.route("/state", methods=["POST"])
def state():
    body = request.get_data()
    if request.content_type == "application/json":
        obj = json.loads(body)
    else:
        obj = pickle.loads(body)
    return {"type": type(obj).__name__}
