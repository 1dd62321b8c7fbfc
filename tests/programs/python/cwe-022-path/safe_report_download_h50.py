# Bottle app that serves generated report files from the shared reports directory.
import mimetypes
import os

from bottle import Bottle, HTTPResponse, abort, request

app = Bottle()
REPORT_DIR = os.path.realpath("/var/lib/reports")


def resolve_report(name):
    candidate = os.path.realpath(os.path.join(REPORT_DIR, name))
    if os.path.commonpath([REPORT_DIR, candidate]) != REPORT_DIR:
        return None
    return candidate


@app.get("/reports/download")
def download():
    name = request.query.get("file", "").strip()
    if not name:
        abort(400, "file parameter required")
    path = resolve_report(name)
    if path is None or not os.path.isfile(path):
        abort(404, "no such report")
    ctype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    with open(path, "rb") as fh:
        body = fh.read()
    return HTTPResponse(
        body=body,
        status=200,
        headers={
            "Content-Type": ctype,
            "Content-Disposition": "attachment; filename=report%s" % os.path.splitext(path)[1],
        },
    )


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8081)
