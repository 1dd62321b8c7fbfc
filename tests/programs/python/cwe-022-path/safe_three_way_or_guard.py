# text preview of files in the share folder
from pathlib import Path

from flask import Flask, abort, request

app = Flask(__name__)
SHARE = Path("/srv/share").resolve()


@app.route("/text")
def text():
    p = (SHARE / request.args["f"]).resolve()
    if not p.is_relative_to(SHARE) or p.suffix != ".txt" or "#private" in open(p).read(200):
        abort(403)
    return {"name": p.name}
