# Bottle endpoint that imports a course lesson bundle uploaded as a gzipped tar archive.
import os
import tarfile
import tempfile

from bottle import Bottle, HTTPResponse, request

app = Bottle()
LESSON_ROOT = "/var/lib/classroom/lessons"


def course_dir(course_id):
    return os.path.join(LESSON_ROOT, str(int(course_id)))


def inside(dest, name):
    real_dest = os.path.realpath(dest)
    target = os.path.realpath(os.path.join(real_dest, name))
    return os.path.commonpath([real_dest, target]) == real_dest


def regular_entries(archive, dest):
    members = [m for m in archive.getmembers() if m.isfile() or m.isdir()]
    if not all(inside(dest, m.name) for m in members):
        raise ValueError("archive entry outside lesson directory")
    return members


def unpack(upload_path, dest, on_done):
    with tarfile.open(upload_path, "r:gz") as archive:
        members = regular_entries(archive, dest)
        archive.extractall(dest, members=members)
    on_done([m.name for m in members if m.isfile()])


@app.post("/courses/<course_id>/lessons")
def import_lessons(course_id):
    upload = request.files.get("bundle")
    if upload is None:
        return HTTPResponse(status=400, body="bundle missing")
    dest = course_dir(course_id)
    os.makedirs(dest, exist_ok=True)
    with tempfile.NamedTemporaryFile(suffix=".tar.gz", delete=False) as tmp:
        upload.save(tmp)
        tmp_path = tmp.name
    imported = []
    try:
        unpack(tmp_path, dest, imported.extend)
    except ValueError as exc:
        return HTTPResponse(status=400, body=str(exc))
    finally:
        os.unlink(tmp_path)
    return {"course": int(course_id), "files": sorted(imported)}
