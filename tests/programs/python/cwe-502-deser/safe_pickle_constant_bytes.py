# pickle.loads only ever sees bytes produced by pickle.dumps of a constant in this module
import pickle

from flask import Flask, request

app = Flask(__name__)
DEFAULTS = pickle.dumps({"page_size": 20, "sort": "name"})


@app.route("/settings")
def settings():
    conf = pickle.loads(DEFAULTS)
    conf["user"] = request.args.get("user", "anon")
    return conf
