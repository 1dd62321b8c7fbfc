# Candidate profile photos for a recruitment platform: imports a photo from a URL the candidate supplies.
import hashlib
import os
from dataclasses import dataclass
from urllib.parse import urlparse

import requests
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from rest_framework import serializers


class AvatarSettings:
    media_root = "/srv/recruit/media/avatars"
    max_bytes = 2 * 1024 * 1024
    trusted_hosts = {"media.licdn.example", "avatars.githubusercontent.com", "lh3.googleusercontent.com"}


class AvatarImportSerializer(serializers.Serializer):
    candidate_id = serializers.IntegerField(min_value=1)
    photo_url = serializers.URLField(max_length=500)


@dataclass
class AvatarResult:
    filename: str


class AvatarFetcher:
    def __init__(self, settings: AvatarSettings):
        self.s = settings

    def fetch(self, url: str) -> bytes:
        parts = urlparse(url)
        if parts.scheme != "https" or parts.hostname not in self.s.trusted_hosts:
            raise ValueError("photo host not supported")
        resp = requests.get(url, timeout=5, stream=True, allow_redirects=False)
        resp.raise_for_status()
        data = resp.raw.read(self.s.max_bytes + 1, decode_content=True)
        if len(data) > self.s.max_bytes:
            raise ValueError("image too large")
        return data


class AvatarService:
    def __init__(self, fetcher: AvatarFetcher, settings: AvatarSettings):
        self.fetcher, self.s = fetcher, settings

    def import_photo(self, candidate_id: int, url: str) -> AvatarResult:
        data = self.fetcher.fetch(url)
        name = f"{candidate_id}-{hashlib.sha256(data).hexdigest()[:16]}.img"
        with open(os.path.join(self.s.media_root, name), "wb") as fh:
            fh.write(data)
        return AvatarResult(name)


service = AvatarService(AvatarFetcher(AvatarSettings()), AvatarSettings())


@require_POST
def import_avatar(request):
    ser = AvatarImportSerializer(data=request.POST)
    if not ser.is_valid():
        return JsonResponse(ser.errors, status=400)
    try:
        result = service.import_photo(ser.validated_data["candidate_id"], ser.validated_data["photo_url"])
    except (ValueError, requests.RequestException) as exc:
        return JsonResponse({"error": str(exc)}, status=422)
    return JsonResponse({"avatar": result.filename}, status=201)
