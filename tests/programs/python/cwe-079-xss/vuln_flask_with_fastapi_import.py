# Flask views of a service that shares its encoders with a FastAPI sibling.
from flask import Flask, request
from fastapi.encoders import jsonable_encoder

app = Flask(__name__)


@app.route("/status")
def status():
    return jsonable_encoder({"ok": True})


@app.route("/hello")
def hello():
    return "Hello " + request.args.get("name", "")
