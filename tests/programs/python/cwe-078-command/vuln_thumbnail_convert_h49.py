# Django view that renders a PNG thumbnail of an uploaded PDF using ImageMagick.
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Document

FORBIDDEN = [";", "&", "|", "`", ">", "<"]


def _clean_size(value: str) -> str:
    for ch in FORBIDDEN:
        if ch in value:
            raise ValueError("bad size")
    return value.strip()


def _thumb_command(src: str, dst: str, size: str) -> str:
    return "convert {} -thumbnail {} {}".format(src, size, dst)


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
    status = os.system(_thumb_command(src + "[0]", dst, size))
    if status != 0:
        return HttpResponseBadRequest("conversion failed")
    return FileResponse(open(dst, "rb"), content_type="image/png")
