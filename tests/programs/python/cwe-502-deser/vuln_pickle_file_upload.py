# uploaded file read with pickle
import pickle

from flask import Flask, request

app = Flask(__name__)


@app.route("/model", methods=["POST"])
def model():
    up = request.files["model"]
    obj = pickle.load(up.stream)
    return type(obj).__name__
