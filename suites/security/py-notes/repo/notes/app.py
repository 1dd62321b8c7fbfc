import html
import subprocess

from flask import Flask, g, jsonify, redirect, request

from . import auth, db, files
from .config import Config

app = Flask(__name__)
app.config.from_object(Config)

GIT = "/usr/bin/git"


@app.post("/login")
def login():
    user = auth.login(request.form["email"], request.form["password"])
    if user is None:
        return "invalid credentials", 401
    return redirect(request.args.get("next", "/notes"))


@app.get("/notes")
@auth.login_required
def index():
    rows = db.list_notes(g.user_id, request.args.get("sort", "created"), request.args.get("order") != "asc")
    return jsonify([dict(r) for r in rows])


@app.get("/notes/search")
@auth.login_required
def search():
    q = request.args.get("q", "")
    rows = db.search_notes(g.user_id, q)
    items = "".join(f"<li><a href='/notes/{r['id']}'>{html.escape(r['title'])}</a></li>" for r in rows)
    return f"<h1>Results for {q}</h1><ul>{items}</ul>"


@app.get("/notes/<int:note_id>")
@auth.login_required
def show(note_id):
    note = db.get_note(note_id)
    if note is None or note["owner_id"] != g.user_id:
        return "not found", 404
    body = note["body"]
    return jsonify(id=note["id"], title=note["title"], body=body), 200, {"ETag": auth.etag_for(body)}


@app.post("/notes/<int:note_id>/delete")
@auth.login_required
def delete(note_id):
    note = db.get_note(note_id)
    if note is None:
        return "not found", 404
    db.delete_note(note_id)
    return redirect("/notes")


@app.post("/notes/<int:note_id>/attachments")
@auth.login_required
def upload(note_id):
    return jsonify(name=files.save_attachment(note_id))


@app.get("/notes/<int:note_id>/attachments")
@auth.login_required
def download(note_id):
    return files.download_attachment(note_id)


@app.get("/notes/<int:note_id>/preview")
@auth.login_required
def preview(note_id):
    return files.preview_attachment(note_id)


@app.post("/export")
@auth.login_required
def export():
    label = request.form.get("label", "notes")
    target = f"{app.config['EXPORT_DIR']}/{g.user_id}-{label}.tar.gz"
    subprocess.run(f"tar czf {target} -C {app.config['UPLOAD_DIR']} .", shell=True, check=True)
    return jsonify(file=target)


@app.get("/version")
def version():
    out = subprocess.run(f"{GIT} rev-parse --short HEAD", shell=True, capture_output=True, text=True)
    return jsonify(version=out.stdout.strip())
