# Django view that renders a PNG thumbnail of an uploaded PDF using ImageMagick.
import os
import re
import subprocess

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Document

SIZE_RE = re.compile(r"(\d{1,4})x(\d{1,4})")


def _clean_size(value: str) -> str:
    match = SIZE_RE.fullmatch(value.strip())
    if not match:
        raise ValueError("bad size")
    width, height = int(match.group(1)), int(match.group(2))
    return f"{width}x{height}"


def _thumb_command(src: str, dst: str, size: str) -> list:
    return ["convert", src, "-thumbnail", size, dst]


@login_required
@require_POST
def make_thumbnail(request, doc_id: int):
    get_object_or_404(Document, pk=doc_id, owner=request.user)
    try:
        size = _clean_size(request.POST.get("size", "200x200"))
    except ValueError:
        return HttpResponseBadRequest("invalid size")
    src = os.path.join(settings.MEDIA_ROOT, "docs", f"{doc_id}.pdf")
    dst = os.path.join(settings.MEDIA_ROOT, "thumbs", f"{doc_id}.png")
    if not os.path.exists(src):
        return HttpResponseBadRequest("unknown document")
    result = subprocess.run(_thumb_command(src + "[0]", dst, size), check=False)
    if result.returncode != 0:
        return HttpResponseBadRequest("conversion failed")
    return FileResponse(open(dst, "rb"), content_type="image/png")
