# redirect target read from a JSON body
from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/continue", methods=["POST"])
def cont():
    data = request.get_json(silent=True) or {}
    return redirect(data.get("return_to", "/"))
