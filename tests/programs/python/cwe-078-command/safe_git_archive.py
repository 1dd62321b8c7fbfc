# Pyramid view that builds a gzipped tarball of a hosted repository at a requested git ref.
import os
import re
import subprocess
import tempfile
from wsgiref.simple_server import make_server

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

KNOWN_REPOS = {
    "billing": "/srv/git/billing.git",
    "frontend": "/srv/git/frontend.git",
    "infra": "/srv/git/infra.git",
}
REF_PATTERN = re.compile(r"[A-Za-z0-9][\w./-]{0,127}")


def is_valid_ref(ref):
    return REF_PATTERN.fullmatch(ref) is not None


class RepoArchiver:
    def __init__(self, repo_path, ref):
        self.repo_path = repo_path
        self.ref = ref

    def archive(self, out_path):
        cmd = ["git", f"--git-dir={self.repo_path}", "archive", "--format=tar.gz", "-o", out_path, self.ref]
        return subprocess.run(cmd, capture_output=True, timeout=120).returncode


@view_config(route_name="archive", request_method="GET")
def archive_view(request):
    repo_path = KNOWN_REPOS.get(request.matchdict["repo"])
    if repo_path is None:
        raise HTTPNotFound()
    ref = request.params.get("ref", "main")
    if not is_valid_ref(ref):
        raise HTTPBadRequest("invalid ref")
    fd, out_path = tempfile.mkstemp(suffix=".tar.gz")
    os.close(fd)
    archiver = RepoArchiver(repo_path, ref)
    if archiver.archive(out_path) != 0:
        raise HTTPBadRequest("unknown ref")
    return FileResponse(out_path, request=request, content_type="application/gzip")


if __name__ == "__main__":
    with Configurator() as config:
        config.add_route("archive", "/repos/{repo}/archive")
        config.scan()
        app = config.make_wsgi_app()
    make_server("0.0.0.0", 6543, app).serve_forever()
