# A tree photo intake program of the h71 set (cwe-918-ssrf).
import hashlib
import json
import logging
from pathlib import Path
from urllib.parse import urlsplit

import requests
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

PHOTO_STORE = Path("/srv/oakandaxe/quote-photos")
PHOTO_HOSTS = {
    "lh3.googleusercontent.com",
    "photos.fife.usercontent.google.com",
    "i.imgur.com",
    "live.staticflickr.com",
}
MAX_PHOTO = 8 * 1024 * 1024


def check_photo_url(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme != "https":
        raise ValidationError("photo links must use https")
    if parts.hostname not in PHOTO_HOSTS:
        raise PermissionDenied(f"photos from {parts.hostname} are not accepted")
    return url


def download(url: str) -> bytes:
    with requests.get(url, timeout=10, stream=True, allow_redirects=False) as resp:
        resp.raise_for_status()
        if not resp.headers.get("Content-Type", "").startswith("image/"):
            raise ValidationError("link does not point at an image")
        data = resp.raw.read(MAX_PHOTO + 1, decode_content=True)
    if len(data) > MAX_PHOTO:
        raise ValidationError("photo is too large")
    return data


@require_POST
def attach_photo(request: HttpRequest, quote_id: int) -> JsonResponse:
    try:
        body = json.loads(request.body)
        photo_url = check_photo_url(str(body["photo_url"]))
    except (KeyError, TypeError, ValueError):
        return JsonResponse({"error": "photo_url is required"}, status=400)
    except ValidationError as exc:
        return JsonResponse({"error": exc.messages}, status=400)

    try:
        fetch_url = check_photo_url(str(body.get("preview_url") or photo_url))
        data = download(fetch_url)
    except ValidationError as exc:
        return JsonResponse({"error": exc.messages}, status=422)
    except requests.RequestException as exc:
        logger.info("photo fetch failed for quote %s: %s", quote_id, exc)
        return JsonResponse({"error": "could not fetch that photo"}, status=502)

    digest = hashlib.sha256(data).hexdigest()
    dest = PHOTO_STORE / str(quote_id)
    dest.mkdir(parents=True, exist_ok=True)
    (dest / f"{digest[:16]}.img").write_bytes(data)
    return JsonResponse({"quote": quote_id, "photo": digest[:16], "bytes": len(data)}, status=201)


urlpatterns = [
    path("quotes/<int:quote_id>/photos", attach_photo, name="quote-photo"),
]
