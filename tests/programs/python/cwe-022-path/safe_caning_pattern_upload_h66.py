# A caning pattern upload program of the h66 set (cwe-022-path).
# views.py -- seat-pattern diagram uploads for the chair caning workshop.
import os

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_http_methods

PATTERN_ROOT = getattr(settings, "CANING_PATTERN_ROOT", "/srv/caning/patterns")
WEAVES = ("seven-step", "blind", "star", "spider-web", "rush")
MAX_BYTES = 4 * 1024 * 1024


def _target_for(weave, filename):
    folder = os.path.realpath(os.path.join(PATTERN_ROOT, weave))
    target = os.path.realpath(os.path.join(folder, filename))
    if not target.startswith(folder + os.sep):
        return None
    return target


@require_http_methods(["GET", "POST"])
def seat_patterns(request):
    weave = request.GET.get("weave") or request.POST.get("weave", "")
    if weave not in WEAVES:
        return HttpResponseBadRequest("unknown weave")

    if request.method == "GET":
        folder = os.path.join(PATTERN_ROOT, weave)
        names = []
        if os.path.isdir(folder):
            names = sorted(os.listdir(folder))
        return JsonResponse({"weave": weave, "diagrams": names})

    upload = request.FILES.get("diagram")
    if upload is None:
        return HttpResponseBadRequest("no diagram attached")
    if upload.size > MAX_BYTES:
        return HttpResponseBadRequest("diagram too large")

    filename = request.POST.get("filename") or upload.name
    target = _target_for(weave, filename)
    if target is None:
        return HttpResponseBadRequest("bad file name")

    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        os.makedirs(folder, 0o750)

    out = open(target, "wb")
    try:
        for chunk in upload.chunks():
            out.write(chunk)
    finally:
        out.close()

    return HttpResponse("stored %d bytes" % upload.size,
                        content_type="text/plain", status=201)
