# defusedxml parses the uploaded document
from defusedxml import ElementTree
from flask import Flask, request

app = Flask(__name__)


@app.route("/upload", methods=["POST"])
def upload():
    root = ElementTree.fromstring(request.get_data())
    return {"tag": root.tag}
