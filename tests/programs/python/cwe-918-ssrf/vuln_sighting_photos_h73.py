# A sighting photos program of the h73 set (cwe-918-ssrf).
import hashlib
import json
import logging
import os
from urllib.parse import unquote

import boto3
import requests

log = logging.getLogger()
log.setLevel(logging.INFO)

s3 = boto3.client("s3")
ALBUM_BUCKET = os.environ.get("ALBUM_BUCKET", "flukeandfin-trip-albums")
PHOTO_HOSTS = {"photos.flukeandfin.com", "uploads.sightingshare.app", "media.orcanetwork-photos.net"}
MAX_BYTES = 15 * 1024 * 1024
IMAGE_TYPES = {"image/jpeg": "jpg", "image/png": "png", "image/heic": "heic", "image/webp": "webp"}


def split_url(url: str) -> tuple[str, str]:
    scheme, _, rest = url.partition("://")
    authority = rest.split("/", 1)[0]
    host = authority.partition(":")[0]
    return scheme.lower(), host.lower().rstrip(".")


def fetch_photo(url: str) -> tuple[bytes, str]:
    scheme, host = split_url(url)
    if scheme != "https" or host not in PHOTO_HOSTS:
        raise ValueError(f"photo host not accepted: {host!r}")
    with requests.get(url, timeout=10, stream=True, allow_redirects=False) as resp:
        resp.raise_for_status()
        content_type = resp.headers.get("Content-Type", "").split(";")[0].strip().lower()
        chunks, size = [], 0
        for chunk in resp.iter_content(64 * 1024):
            size += len(chunk)
            if size > MAX_BYTES:
                raise ValueError("photo too large")
            chunks.append(chunk)
    return b"".join(chunks), content_type


def store(trip_id: str, body: bytes, content_type: str) -> str:
    ext = IMAGE_TYPES.get(content_type, "bin")
    key = f"trips/{trip_id}/{hashlib.sha256(body).hexdigest()[:20]}.{ext}"
    s3.put_object(Bucket=ALBUM_BUCKET, Key=key, Body=body, ContentType=content_type or "application/octet-stream")
    return key


def handler(event, context):
    failures = []
    for record in event.get("Records", []):
        try:
            message = json.loads(record["body"])
            trip_id = "".join(ch for ch in str(message["trip_id"]) if ch.isalnum() or ch == "-")[:40]
            # the mobile app percent-encodes the link it got from the share sheet
            url = unquote(str(message["photo_url"]).strip())
            body, content_type = fetch_photo(url)
            key = store(trip_id, body, content_type)
            log.info("trip %s: stored %s (%d bytes)", trip_id, key, len(body))
        except (KeyError, ValueError, requests.RequestException) as exc:
            log.warning("message %s dropped: %s", record.get("messageId"), exc)
        except Exception:
            log.exception("message %s will be retried", record.get("messageId"))
            failures.append({"itemIdentifier": record["messageId"]})
    return {"batchItemFailures": failures}
