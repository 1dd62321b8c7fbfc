# Pyramid view that exports a tarball of a mirrored repository branch for a CI job.
import os
import re
import subprocess

from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

MIRRORS = {
    "api": "/srv/mirrors/api.git",
    "web": "/srv/mirrors/web.git",
    "infra": "/srv/mirrors/infra.git",
}
ARCHIVE_DIR = "/srv/ci/archives"
BRANCH_RE = re.compile(r"[A-Za-z0-9._/-]+")


def valid_branch(name: str) -> bool:
    return bool(BRANCH_RE.search(name)) and not name.startswith("-")


def export_branch(repo_path: str, branch: str, job_id: int) -> str:
    out = os.path.join(ARCHIVE_DIR, f"job-{job_id}.tar.gz")
    cmd = (
        f"git -C {repo_path} fetch --quiet origin {branch} && "
        f"git -C {repo_path} archive --format=tar.gz -o {out} FETCH_HEAD"
    )
    subprocess.run(cmd, shell=True, check=True, timeout=300)
    return out


@view_config(route_name="ci_export", request_method="POST")
def export_view(request):
    repo_path = MIRRORS.get(request.matchdict["repo"])
    if repo_path is None:
        raise HTTPNotFound()
    branch = request.POST.get("branch", "main")
    try:
        job_id = int(request.POST.get("job_id", ""))
    except ValueError:
        raise HTTPBadRequest("job_id must be numeric")
    if not valid_branch(branch):
        raise HTTPBadRequest("invalid branch name")

    archive = export_branch(repo_path, branch, job_id)
    return FileResponse(archive, request=request, content_type="application/gzip")
