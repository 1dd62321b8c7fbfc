# Unseen set h59: translation pdf
"""Lambda that renders finished translations to PDF before they are sent to the client."""
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import PurePosixPath

import boto3

s3 = boto3.client("s3")


@dataclass
class DeliveryRequest:
    order_id: str
    target_language: str
    source_key: str

    @classmethod
    def from_event(cls, event: dict) -> "DeliveryRequest":
        body = json.loads(event.get("body") or "{}")
        return cls(
            order_id=event["pathParameters"]["orderId"],
            target_language=body.get("language", "en"),
            source_key=body["documentKey"],
        )


class OfficeConverter:
    def __init__(self, binary: str = "soffice") -> None:
        self._binary = binary

    def to_pdf(self, document: str, outdir: str) -> str:
        status = os.system(f"{self._binary} --headless --convert-to pdf --outdir {outdir} {document}")
        if status != 0:
            raise RuntimeError(f"converter exited with status {status}")
        return os.path.join(outdir, PurePosixPath(document).stem + ".pdf")


class DeliveryService:
    def __init__(self, storage, converter: OfficeConverter, bucket: str) -> None:
        self._storage = storage
        self._converter = converter
        self._bucket = bucket

    def render(self, request: DeliveryRequest) -> str:
        workdir = tempfile.mkdtemp()
        local_doc = os.path.join(workdir, PurePosixPath(request.source_key).name)
        self._storage.download_file(self._bucket, request.source_key, local_doc)
        pdf_path = self._converter.to_pdf(local_doc, workdir)
        pdf_key = f"deliveries/{request.order_id}/{request.target_language}.pdf"
        self._storage.upload_file(pdf_path, self._bucket, pdf_key)
        return pdf_key


_service = DeliveryService(s3, OfficeConverter(), os.environ["TRANSLATIONS_BUCKET"])


def handler(event, context):
    try:
        request = DeliveryRequest.from_event(event)
        pdf_key = _service.render(request)
    except (KeyError, ValueError) as exc:
        return {"statusCode": 400, "body": json.dumps({"error": f"bad request: {exc}"})}
    except RuntimeError:
        return {"statusCode": 502, "body": json.dumps({"error": "conversion failed"})}
    return {"statusCode": 201, "body": json.dumps({"pdfKey": pdf_key})}
