# Bottle service that lets CI users download build artifacts produced by pipeline jobs.
import os
import re

from bottle import Bottle, HTTPResponse, abort, request

ARTIFACT_ROOT = "/srv/ci/artifacts"
JOB_ID_RE = re.compile(r"^[0-9]{1,12}$")

app = Bottle()


class ArtifactLocator:
    def __init__(self, root):
        self.root = root

    def locate(self, job_id, relative_name):
        job_dir = os.path.realpath(os.path.join(self.root, "jobs", job_id))
        candidate = os.path.realpath(os.path.join(job_dir, relative_name))
        if os.path.commonpath([job_dir, candidate]) != job_dir:
            return None
        return candidate


locator = ArtifactLocator(ARTIFACT_ROOT)


def _content_type(name):
    if name.endswith(".tar.gz") or name.endswith(".tgz"):
        return "application/gzip"
    if name.endswith(".log") or name.endswith(".txt"):
        return "text/plain; charset=utf-8"
    return "application/octet-stream"


@app.get("/jobs/<job_id>/artifacts")
def download_artifact(job_id):
    if not JOB_ID_RE.match(job_id):
        abort(400, "bad job id")
    name = request.query.get("file", "")
    if not name:
        abort(400, "file parameter required")

    path = locator.locate(job_id, name)
    if path is None:
        abort(403, "outside artifact store")
    if not os.path.isfile(path):
        abort(404, "no such artifact")

    with open(path, "rb") as fh:
        payload = fh.read()
    return HTTPResponse(
        body=payload,
        status=200,
        headers={
            "Content-Type": _content_type(name),
            "Content-Disposition": 'attachment; filename="%s"' % os.path.basename(path),
        },
    )


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8085)
