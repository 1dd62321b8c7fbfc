# A yodeling school lesson recording import program of the h76 set (cwe-022-path).
import os
import shutil
import tarfile
import tempfile
import zipfile

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
LIBRARY_ROOT = os.environ.get("LESSON_LIBRARY", "/srv/yodel/lessons")


def target_path(dest: str, member_name: str) -> str:
    return os.path.join(dest, member_name)


def _write_stream(stream, path: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        shutil.copyfileobj(stream, out)


def unpack_zip(archive_path: str, dest: str, place) -> list:
    written = []
    with zipfile.ZipFile(archive_path) as bundle:
        for info in bundle.infolist():
            if info.is_dir():
                continue
            path = place(dest, info.filename)
            with bundle.open(info) as stream:
                _write_stream(stream, path)
            written.append(path)
    return written


def unpack_tar(archive_path: str, dest: str, place) -> list:
    written = []
    with tarfile.open(archive_path) as bundle:
        for member in bundle.getmembers():
            if not member.isfile():
                continue
            path = place(dest, member.name)
            _write_stream(bundle.extractfile(member), path)
            written.append(path)
    return written


UNPACKERS = {
    ".zip": unpack_zip,
    ".tar": unpack_tar,
    ".tgz": unpack_tar,
    ".gz": unpack_tar,
}


class LessonImporter:
    def __init__(self, root: str, unpackers: dict, place=target_path):
        self.root = root
        self.unpackers = unpackers
        self.place = place

    def import_upload(self, teacher: str, upload) -> list:
        ext = os.path.splitext(upload.filename or "")[1].lower()
        unpack = self.unpackers.get(ext)
        if unpack is None:
            raise ValueError(f"unsupported archive type {ext!r}")
        folder = secure_filename(teacher)
        if not folder:
            raise ValueError("invalid teacher name")
        dest = os.path.join(self.root, folder)
        with tempfile.NamedTemporaryFile(suffix=ext) as tmp:
            upload.save(tmp.name)
            return unpack(tmp.name, dest, self.place)


importer = LessonImporter(LIBRARY_ROOT, UNPACKERS)


@app.post("/teachers/<teacher>/recordings")
def upload_recordings(teacher):
    upload = request.files.get("archive")
    if upload is None:
        return jsonify(error="archive missing"), 400
    try:
        files = importer.import_upload(teacher, upload)
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(imported=[os.path.relpath(f, LIBRARY_ROOT) for f in files]), 201


if __name__ == "__main__":
    app.run(port=8061)
