# Export service: packs a project's build output into a labelled tarball for download.
import os
import shlex
import time

from flask import Flask, abort, jsonify, request, send_file

app = Flask(__name__)
EXPORT_ROOT = "/srv/exports"
BUILD_ROOT = "/srv/builds"
BLOCKED = (";", "&", "|", ">", "<", "/")


def clean_label(label):
    for ch in BLOCKED:
        label = label.replace(ch, "_")
    return label.strip()[:64] or "export"


def pack(project_id, label):
    src = os.path.join(BUILD_ROOT, str(project_id))
    if not os.path.isdir(src):
        return None
    out = os.path.join(EXPORT_ROOT, "%d-%s-%d.tar.gz" % (project_id, label, int(time.time())))
    rc = os.system("tar -czf %s -C %s ." % (shlex.quote(out), shlex.quote(src)))
    return out if rc == 0 else None


@app.post("/projects/<int:project_id>/export")
def export_project(project_id):
    label = clean_label(request.form.get("label", ""))
    archive = pack(project_id, label)
    if archive is None:
        abort(500, "export failed")
    return jsonify(archive=os.path.basename(archive))


@app.get("/exports/<path:name>")
def fetch_export(name):
    return send_file(os.path.join(EXPORT_ROOT, os.path.basename(name)), as_attachment=True)
