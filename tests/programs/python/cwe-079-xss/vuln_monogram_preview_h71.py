# A monogram preview program of the h71 set (cwe-079-xss).
import logging
import re

from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.urls import path
from django.utils.html import format_html
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

MONOGRAM_RE = re.compile(r"[A-Z]{1,3}")
THREADS = {
    "gold": "#c9a227",
    "silver": "#b8b8b8",
    "ivory": "#f4efe1",
    "navy": "#1f2a44",
}
STYLES = {"block", "script", "serif"}


def validate_monogram(value: str) -> str:
    value = value.strip().upper()
    if not MONOGRAM_RE.fullmatch(value):
        raise ValidationError("A monogram is one to three letters.", code="monogram")
    return value


def validate_thread(value: str) -> str:
    try:
        return THREADS[value]
    except KeyError:
        raise ValidationError("Unknown thread colour.", code="thread") from None


@require_GET
def monogram_preview(request: HttpRequest) -> HttpResponse:
    monogram = request.GET.get("letters", "")
    style = request.GET.get("style", "serif")
    if style not in STYLES:
        style = "serif"

    try:
        colour = validate_thread(request.GET.get("thread", "gold"))
    except ValidationError as exc:
        return HttpResponseBadRequest(" ".join(exc.messages))

    try:
        monogram = validate_monogram(monogram)
    except ValidationError as exc:
        logger.info("monogram preview with odd letters %r: %s", monogram, exc.messages)

    fragment = (
        f'<div class="band band-{style}">'
        f'<span class="monogram" style="color: {colour}">{monogram}</span>'
        f"</div>"
    )
    return HttpResponse(fragment)


@require_GET
def thread_options(request: HttpRequest) -> HttpResponse:
    swatches = "".join(
        format_html('<li data-thread="{}" style="background:{}">{}</li>', name, hexcode, name.title())
        for name, hexcode in THREADS.items()
    )
    return HttpResponse(f'<ul class="swatches">{swatches}</ul>')


urlpatterns = [
    path("atelier/monogram/preview", monogram_preview, name="monogram-preview"),
    path("atelier/monogram/threads", thread_options, name="thread-options"),
]
