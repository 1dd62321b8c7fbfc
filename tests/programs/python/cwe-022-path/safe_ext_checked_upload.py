# Flask endpoint that stores an uploaded attachment under the attachments folder.
import os

from flask import Flask, abort, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/attachments"
ALLOWED = {".pdf", ".png", ".jpg"}


@app.post("/attachments")
def upload():
    f = request.files["file"]
    if os.path.splitext(f.filename)[1].lower() not in ALLOWED:
        abort(415)
    name = secure_filename(f.filename)
    f.save(os.path.join(UPLOADS, name))
    return {"stored": name}
