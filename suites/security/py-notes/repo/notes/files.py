import os

from flask import abort, current_app, request, send_file
from werkzeug.utils import secure_filename


def save_attachment(note_id):
    upload = request.files["file"]
    name = secure_filename(upload.filename)
    if not name:
        abort(400)
    folder = os.path.join(current_app.config["UPLOAD_DIR"], str(note_id))
    os.makedirs(folder, exist_ok=True)
    upload.save(os.path.join(folder, name))
    return name


def download_attachment(note_id):
    name = request.args.get("name", "")
    folder = os.path.join(current_app.config["UPLOAD_DIR"], str(note_id))
    return send_file(os.path.join(folder, name), as_attachment=True)


def preview_attachment(note_id):
    name = os.path.basename(request.args.get("name", ""))
    folder = os.path.realpath(os.path.join(current_app.config["UPLOAD_DIR"], str(note_id)))
    path = os.path.realpath(os.path.join(folder, name))
    if not path.startswith(folder + os.sep) or not os.path.isfile(path):
        abort(404)
    return send_file(path)
