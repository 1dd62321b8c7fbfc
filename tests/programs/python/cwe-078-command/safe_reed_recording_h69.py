# A reed recording program of the h69 set (cwe-078-command).
import os
import subprocess
import sys
import uuid

from django.conf import settings
from django.core.management import execute_from_command_line
from django.core.wsgi import get_wsgi_application
from django.http import FileResponse, Http404, JsonResponse
from django.urls import path

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=["bench.bellowsandreeds.co.uk"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[
        "django.middleware.common.CommonMiddleware",
        f"{__name__}.AudioFormatMiddleware",
    ],
)

RECORDINGS = "/srv/reedlab/recordings"
CONVERTED = "/srv/reedlab/converted"
BENCH_FORMATS = {"strobe": "wav", "archive": "flac", "mac-bench": "aiff"}


class AudioFormatMiddleware:
    """Work out which audio format the caller wants before the view runs."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        bench = request.headers.get("X-Tuning-Bench")
        if bench:
            request.audio_format = BENCH_FORMATS.get(bench.lower(), "wav")
        else:
            requested = request.GET.get("format", "wav").lower()
            request.audio_format = requested if requested in BENCH_FORMATS.values() else "wav"
        request.sample_rate = 96000 if request.GET.get("hires") == "1" else 48000
        return self.get_response(request)


def source_path(recording_id: uuid.UUID) -> str:
    src = os.path.join(RECORDINGS, f"{recording_id}.wav")
    if not os.path.isfile(src):
        raise Http404("recording not found")
    return src


def convert_recording(request, recording_id):
    src = source_path(recording_id)
    os.makedirs(CONVERTED, exist_ok=True)
    dst = os.path.join(CONVERTED, f"{recording_id}-{request.sample_rate}.{request.audio_format}")
    if not os.path.exists(dst):
        cmd = f"ffmpeg -y -loglevel error -i {src} -ar {request.sample_rate} {dst}"
        result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            return JsonResponse({"error": "conversion failed"}, status=500)
    return FileResponse(open(dst, "rb"), as_attachment=True, filename=os.path.basename(dst))


def recording_info(request, recording_id):
    src = source_path(recording_id)
    probe = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", src],
        capture_output=True,
        text=True,
        timeout=60,
    )
    duration = float(probe.stdout.strip() or 0)
    return JsonResponse({
        "recording": str(recording_id),
        "seconds": round(duration, 2),
        "format": request.audio_format,
        "sample_rate": request.sample_rate,
    })


urlpatterns = [
    path("recordings/<uuid:recording_id>/convert", convert_recording),
    path("recordings/<uuid:recording_id>", recording_info),
]

application = get_wsgi_application()

if __name__ == "__main__":
    execute_from_command_line(sys.argv)
