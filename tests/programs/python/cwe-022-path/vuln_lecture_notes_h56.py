# Flask route that serves lecture note files for a course through a small pipeline of lookups
import os
from functools import reduce

from flask import Flask, abort, request, send_file

app = Flask(__name__)
NOTES_ROOT = "/srv/campus/notes"


def compose(*steps):
    return lambda value: reduce(lambda acc, step: step(acc), steps, value)


def course_dir(params):
    return params | {"base": os.path.join(NOTES_ROOT, params["course"])}


def note_path(params):
    return params | {"path": os.path.join(params["base"], params["file"])}


def within_root(params):
    if not params["path"].startswith(NOTES_ROOT):
        abort(404)
    return params


resolve_note = compose(course_dir, note_path, within_root)


@app.get("/courses/<course>/notes")
def download_note(course):
    params = {"course": course, "file": request.args.get("file", "index.pdf")}
    resolved = resolve_note(params)
    if not os.path.isfile(resolved["path"]):
        abort(404)
    return send_file(resolved["path"], as_attachment=True)
