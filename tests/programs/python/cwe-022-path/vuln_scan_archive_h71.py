# A scan archive program of the h71 set (cwe-022-path).
import logging
import os
import re
from pathlib import Path

from flask import Flask, abort, jsonify, request, send_file

app = Flask(__name__)
log = logging.getLogger("scan_archive")

SCAN_ROOT = Path(os.environ.get("SCAN_ROOT", "/srv/bindery/scans"))
JOB_ID_RE = re.compile(r"[A-Z]{2}-\d{5}")
PAGE_RE = re.compile(r"[A-Za-z0-9_-]{1,64}\.(?:tif|tiff|png|jpg)")


class ScanNameError(ValueError):
    """Raised when a requested scan name does not look like one we produce."""


class UnknownJobError(LookupError):
    pass


def check_job(job_id: str) -> Path:
    if not JOB_ID_RE.fullmatch(job_id):
        raise UnknownJobError(job_id)
    job_dir = SCAN_ROOT / job_id
    if not job_dir.is_dir():
        raise UnknownJobError(job_id)
    return job_dir


def check_page_name(name: str) -> str:
    if not PAGE_RE.fullmatch(name):
        raise ScanNameError(f"unexpected page name {name!r}")
    return name


@app.errorhandler(UnknownJobError)
def unknown_job(exc: UnknownJobError):
    return jsonify(error="no such restoration job"), 404


@app.get("/jobs/<job_id>/pages")
def list_pages(job_id: str):
    job_dir = check_job(job_id)
    pages = sorted(p.name for p in job_dir.iterdir() if p.is_file())
    return jsonify(job=job_id, pages=pages)


@app.get("/jobs/<job_id>/scan")
def download_scan(job_id: str):
    job_dir = check_job(job_id)
    page = request.args.get("page", "")
    try:
        check_page_name(page)
    except ScanNameError as exc:
        log.warning("odd page request for %s: %s", job_id, exc)

    target = job_dir / page
    if not target.is_file():
        abort(404)
    return send_file(target, download_name=Path(page).name)


@app.get("/jobs/<job_id>/cover")
def cover(job_id: str):
    job_dir = check_job(job_id)
    for candidate in ("cover.tif", "cover.png", "cover.jpg"):
        path = job_dir / candidate
        if path.is_file():
            return send_file(path)
    abort(404)


if __name__ == "__main__":
    app.run(port=8040)
