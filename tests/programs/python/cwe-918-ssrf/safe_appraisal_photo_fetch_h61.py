# A appraisal photo fetch program of the h61 set (cwe-918-ssrf).
"""Lambda (API Gateway proxy) that attaches an item photo to a pawn appraisal.

The appraisal app sends the photo's URL on the image CDN rather than the bytes:
    POST /appraisals/{ticket}/photo   {"imageUrl": "https://images.pawnledger.example/u/8a1f.jpg"}
The function downloads the image, checks it is a real picture and records its
dimensions and fingerprint on the appraisal.
"""
import hashlib
import io
import json
import os
from urllib.parse import urlsplit

import boto3
import requests
from PIL import Image

IMAGE_HOST = "images.pawnledger.example"
MAX_IMAGE_BYTES = 10 * 1024 * 1024


class ImageUrlValidator:
    def is_allowed(self, url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme == "https" and parts.hostname == IMAGE_HOST and parts.port is None and not parts.username


class ImageFetcher:
    def __init__(self, session: requests.Session):
        self._session = session

    def fetch(self, url: str) -> bytes:
        response = self._session.get(url, timeout=10, stream=True, allow_redirects=False)
        response.raise_for_status()
        data = response.raw.read(MAX_IMAGE_BYTES + 1, decode_content=True)
        if len(data) > MAX_IMAGE_BYTES:
            raise ValueError("image is too large")
        return data


class AppraisalRepository:
    def __init__(self, table):
        self._table = table

    def attach_photo(self, ticket: str, url: str, width: int, height: int, fingerprint: str) -> None:
        self._table.update_item(
            Key={"ticket": ticket},
            UpdateExpression="SET photo_url = :u, photo_width = :w, photo_height = :h, photo_sha256 = :f",
            ExpressionAttributeValues={":u": url, ":w": width, ":h": height, ":f": fingerprint},
        )


class AppraisalPhotoService:
    def __init__(self, validator: ImageUrlValidator, fetcher: ImageFetcher, repository: AppraisalRepository):
        self._validator = validator
        self._fetcher = fetcher
        self._repository = repository

    def attach(self, ticket: str, url: str) -> tuple[int, dict]:
        if not ticket.isalnum():
            return 400, {"error": "invalid ticket"}
        if not self._validator.is_allowed(url):
            return 400, {"error": "photos must come from the image CDN"}
        data = self._fetcher.fetch(url)
        with Image.open(io.BytesIO(data)) as image:
            width, height = image.size
        fingerprint = hashlib.sha256(data).hexdigest()
        self._repository.attach_photo(ticket, url, width, height, fingerprint)
        return 200, {"width": width, "height": height, "sha256": fingerprint}


_service = AppraisalPhotoService(
    ImageUrlValidator(),
    ImageFetcher(requests.Session()),
    AppraisalRepository(boto3.resource("dynamodb").Table(os.environ.get("APPRAISALS_TABLE", "appraisals"))),
)


def lambda_handler(event, context):
    ticket = (event.get("pathParameters") or {}).get("ticket", "")
    body = json.loads(event.get("body") or "{}")
    status, payload = _service.attach(ticket, str(body.get("imageUrl", "")))
    return {"statusCode": status, "headers": {"Content-Type": "application/json"}, "body": json.dumps(payload)}
