# Django view that accepts a coursework archive from a teacher and unpacks it for grading.
import os
import tarfile
import tempfile

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_SUFFIXES = (".tar", ".tar.gz", ".tgz")
MAX_UPLOAD_BYTES = 200 * 1024 * 1024


def grading_dir(course_id: int, teacher_id: int) -> str:
    path = os.path.join(settings.GRADING_ROOT, str(course_id), str(teacher_id))
    os.makedirs(path, exist_ok=True)
    return path


def check_members(tar: tarfile.TarFile, dest: str) -> list:
    root = os.path.realpath(dest)
    members = []
    for member in tar.getmembers():
        if not (member.isfile() or member.isdir()):
            raise ValueError(f"unsupported entry type: {member.name}")
        target = os.path.realpath(os.path.join(root, member.name))
        if os.path.commonpath([root, target]) != root:
            raise ValueError(f"entry escapes the grading folder: {member.name}")
        members.append(member)
    return members


@login_required
@require_POST
def upload_coursework(request, course_id: int):
    upload = request.FILES.get("archive")
    if upload is None or not upload.name.endswith(ALLOWED_SUFFIXES):
        return HttpResponseBadRequest("expected a tar archive")
    if upload.size > MAX_UPLOAD_BYTES:
        return HttpResponseBadRequest("archive too large")

    dest = grading_dir(course_id, request.user.pk)
    with tempfile.NamedTemporaryFile(suffix=".tar") as spool:
        for chunk in upload.chunks():
            spool.write(chunk)
        spool.flush()
        with tarfile.open(spool.name, "r:*") as tar:
            try:
                members = check_members(tar, dest)
            except ValueError as exc:
                return HttpResponseBadRequest(str(exc))
            tar.extractall(dest, members=members, filter="data")
    return JsonResponse({"course": course_id, "files": len(members)})
