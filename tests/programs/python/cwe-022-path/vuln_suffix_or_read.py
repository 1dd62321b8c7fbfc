# text preview of files in the share folder
from pathlib import Path

from flask import Flask, abort, request

app = Flask(__name__)
SHARE = Path("/srv/share")


@app.route("/text")
def text():
    p = SHARE / request.args["f"]
    if p.suffix != ".txt" or "#private" in open(p).read(200):
        abort(403)
    return {"name": p.name}
