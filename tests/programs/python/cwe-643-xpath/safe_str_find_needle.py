# text helper endpoint that locates a word in a sentence
from flask import Flask, request

app = Flask(__name__)


@app.route("/locate")
def locate():
    sentence = request.args.get("s", "")
    word = request.args.get("w", "")
    return {"at": sentence.find(word)}
