# A waiver download program of the h73 set (cwe-022-path).
import base64
import binascii
import os
from datetime import datetime, timezone

from flask import Flask, abort, jsonify, request, send_file

app = Flask(__name__)

WAIVER_ROOT = os.environ.get("WAIVER_ROOT", "/srv/splashbay/waivers")
ALLOWED_SUFFIXES = (".pdf", ".png")


def decode_ticket(ticket: str) -> str:
    """Waiver links carry the stored file name as url-safe base64 (padding stripped)."""
    padded = ticket + "=" * (-len(ticket) % 4)
    try:
        return base64.urlsafe_b64decode(padded.encode("ascii")).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        abort(400, description="malformed waiver ticket")


def locate_waiver(ticket: str) -> str:
    relative = decode_ticket(ticket).strip()
    if not relative.lower().endswith(ALLOWED_SUFFIXES):
        abort(404)
    root = os.path.realpath(WAIVER_ROOT)
    candidate = os.path.realpath(os.path.join(root, relative))
    if os.path.commonpath([root, candidate]) != root:
        abort(400, description="malformed waiver ticket")
    return candidate


def audit(event: str, **fields) -> None:
    stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
    parts = " ".join(f"{k}={v!r}" for k, v in sorted(fields.items()))
    app.logger.info("%s %s %s", stamp, event, parts)


@app.get("/waivers/<ticket>")
def download_waiver(ticket: str):
    path = locate_waiver(ticket)
    if not os.path.isfile(path):
        audit("waiver.missing", ticket=ticket)
        abort(404)
    audit("waiver.download", ticket=ticket, remote=request.remote_addr)
    download_name = os.path.basename(path)
    return send_file(path, as_attachment=True, download_name=download_name)


@app.get("/waivers/<ticket>/meta")
def waiver_meta(ticket: str):
    path = locate_waiver(ticket)
    if not os.path.isfile(path):
        abort(404)
    info = os.stat(path)
    return jsonify(
        name=os.path.basename(path),
        bytes=info.st_size,
        signed_at=datetime.fromtimestamp(info.st_mtime, timezone.utc).isoformat(),
    )


@app.errorhandler(400)
def bad_request(err):
    return jsonify(error=getattr(err, "description", "bad request")), 400


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8081)
