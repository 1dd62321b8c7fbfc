# Unseen set h59: manifest download
"""Lambda handler serving cargo manifest documents for vessels calling at the terminal."""
import base64
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol


@dataclass(frozen=True)
class ManifestRequest:
    vessel_imo: str
    document: str

    @classmethod
    def from_event(cls, event: dict) -> "ManifestRequest":
        path_params = event.get("pathParameters") or {}
        query = event.get("queryStringParameters") or {}
        return cls(
            vessel_imo=path_params.get("imo", ""),
            document=query.get("document", "cargo_manifest.pdf"),
        )


class DocumentStore(Protocol):
    def read(self, vessel_imo: str, document: str) -> bytes: ...


class EfsManifestStore:
    """Manifests are mirrored onto an EFS mount, one folder per vessel IMO number."""

    def __init__(self, root: str) -> None:
        self._root = Path(root)

    def read(self, vessel_imo: str, document: str) -> bytes:
        target = self._root / vessel_imo / document
        with open(target, "rb") as fh:
            return fh.read()


class ManifestService:
    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def fetch(self, request: ManifestRequest) -> bytes:
        if not request.vessel_imo.isdigit() or len(request.vessel_imo) != 7:
            raise ValueError("IMO number must have seven digits")
        return self._store.read(request.vessel_imo, request.document)


_service = ManifestService(EfsManifestStore(os.environ.get("MANIFEST_ROOT", "/mnt/manifests")))


def handler(event, context):
    try:
        request = ManifestRequest.from_event(event)
        payload = _service.fetch(request)
    except ValueError as exc:
        return {"statusCode": 400, "body": json.dumps({"error": str(exc)})}
    except FileNotFoundError:
        return {"statusCode": 404, "body": json.dumps({"error": "document not found"})}

    return {
        "statusCode": 200,
        "isBase64Encoded": True,
        "headers": {
            "Content-Type": "application/octet-stream",
            "Content-Disposition": "attachment",
        },
        "body": base64.b64encode(payload).decode("ascii"),
    }
