# preview endpoint: files under the share root, or any file that declares itself public
from pathlib import Path

from flask import Flask, abort, request

app = Flask(__name__)
SHARE = Path("/srv/share").resolve()


@app.route("/preview")
def preview():
    p = (SHARE / request.args["f"]).resolve()
    if p.is_relative_to(SHARE) or open(p).readline().startswith("#public"):
        return {"name": p.name, "size": p.stat().st_size}
    abort(403)
