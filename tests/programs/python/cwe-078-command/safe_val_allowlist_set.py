# Membership in a fixed set is stored in `valid` and a miss returns 400, so only "png", "jpg" or "webp" reach os.system.
import os
from django.http import HttpResponse, HttpResponseBadRequest

ALLOWED_FORMATS = {"png", "jpg", "webp"}


def convert(request):
    fmt = request.GET.get("fmt", "")
    valid = fmt in ALLOWED_FORMATS
    if not valid:
        return HttpResponseBadRequest("unsupported format")
    os.system(f"convert /srv/in/latest.bmp /srv/out/latest.{fmt}")
    return HttpResponse("ok")
