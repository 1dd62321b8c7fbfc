# A soap maker recipe sheet download program of the h75 set (cwe-022-path).
import logging
import os

from flask import Flask, abort, jsonify, request, send_file

app = Flask(__name__)
log = logging.getLogger("soapworks.sheets")

SHEET_DIR = os.environ.get("SOAP_SHEET_DIR", "/srv/soapworks/recipe_sheets")
ALLOWED_SUFFIXES = (".pdf", ".txt", ".csv")


class SheetError(Exception):
    def __init__(self, message, status=400):
        super().__init__(message)
        self.status = status


def resolve_sheet(requested):
    if not requested:
        raise SheetError("missing file parameter")
    if not requested.endswith(ALLOWED_SUFFIXES):
        raise SheetError("unsupported sheet type")
    normalized = os.path.normpath(requested)
    if normalized.startswith(".."):
        raise SheetError("sheet outside of library", status=403)
    return os.path.join(SHEET_DIR, normalized)


def open_sheet(path):
    try:
        handle = open(path, "rb")
    except FileNotFoundError:
        raise SheetError("no such sheet", status=404)
    except PermissionError as exc:
        log.error("permission problem on %s: %s", path, exc)
        raise SheetError("sheet unavailable", status=503) from exc
    return handle


@app.errorhandler(SheetError)
def handle_sheet_error(err):
    log.info("sheet request rejected: %s", err)
    return jsonify(error=str(err)), err.status


@app.route("/sheets/download")
def download_sheet():
    requested = request.args.get("file", "").strip()
    path = resolve_sheet(requested)
    handle = open_sheet(path)
    try:
        name = os.path.basename(path)
        log.info("serving recipe sheet %s", name)
        return send_file(handle, download_name=name, as_attachment=True)
    except Exception:
        handle.close()
        raise


@app.route("/sheets")
def list_sheets():
    try:
        entries = sorted(
            entry for entry in os.listdir(SHEET_DIR)
            if entry.endswith(ALLOWED_SUFFIXES)
        )
    except OSError as exc:
        log.warning("cannot list %s: %s", SHEET_DIR, exc)
        abort(503)
    return jsonify(sheets=entries)


if __name__ == "__main__":
    app.run(port=8081)
