# preview endpoint: refuses paths outside the share root and files marked private
from pathlib import Path

from flask import Flask, abort, request

app = Flask(__name__)
SHARE = Path("/srv/share").resolve()


@app.route("/preview")
def preview():
    p = (SHARE / request.args["f"]).resolve()
    if not p.is_relative_to(SHARE) or open(p).readline().startswith("#private"):
        abort(403)
    return {"name": p.name, "size": p.stat().st_size}
