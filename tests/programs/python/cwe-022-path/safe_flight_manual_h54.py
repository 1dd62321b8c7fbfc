# Flask service that serves aircraft maintenance manual chapters by tail number.
import os
from functools import partial

from flask import Flask, abort, g, request, send_file

app = Flask(__name__)
MANUAL_ROOT = "/srv/aviation/manuals"


@app.before_request
def attach_manual_context():
    view_args = request.view_args or {}
    g.manual_ctx = {
        "tail": view_args.get("tail", ""),
        "chapter": request.args.get("chapter", "index.pdf"),
    }


def build_path(root, *parts):
    return os.path.realpath(os.path.join(root, *parts))


def under_root(root, candidate):
    real_root = os.path.realpath(root)
    return os.path.commonpath([real_root, candidate]) == real_root


resolve = partial(build_path, MANUAL_ROOT)


@app.route("/manuals/<tail>")
def manual_page(tail):
    ctx = g.manual_ctx
    parts = list(map(lambda p: p.strip(), [ctx["tail"], ctx["chapter"]]))
    target = resolve(*parts)
    if not under_root(MANUAL_ROOT, target):
        abort(403)
    if not os.path.isfile(target):
        abort(404)
    return send_file(target, mimetype="application/pdf")
