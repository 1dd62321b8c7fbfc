# A mount drafts program of the h70 set (cwe-502-deser).
from __future__ import annotations

import io
import pickle
from dataclasses import asdict, dataclass, field
from datetime import date

from flask import Flask, jsonify, request

app = Flask(__name__)

MAX_DRAFT_BYTES = 512 * 1024


@dataclass
class Measurement:
    label: str
    cm: float


@dataclass
class MountDraft:
    client: str
    species: str
    pose: str
    base_style: str
    started: date
    measurements: list[Measurement] = field(default_factory=list)
    tags: set[str] = field(default_factory=set)


ALLOWED_GLOBALS = {
    *((cls.__module__, cls.__qualname__) for cls in (MountDraft, Measurement)),
    ("datetime", "date"),
    ("builtins", "set"),
}


class DraftUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if (module, name) in ALLOWED_GLOBALS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a draft")


def read_draft(blob: bytes) -> MountDraft:
    obj = DraftUnpickler(io.BytesIO(blob)).load()
    if not isinstance(obj, MountDraft):
        raise pickle.UnpicklingError("file does not contain a mount draft")
    return obj


def to_catalogue_entry(draft: MountDraft) -> dict:
    data = asdict(draft)
    return {
        **data,
        "started": draft.started.isoformat(),
        "tags": sorted(draft.tags),
        "girth_cm": next((m.cm for m in draft.measurements if m.label == "girth"), None),
    }


@app.post("/drafts/import")
def import_draft():
    upload = request.files.get("draft")
    if upload is None:
        return jsonify(error="attach the .mount file as 'draft'"), 400
    blob = upload.read(MAX_DRAFT_BYTES + 1)
    if len(blob) > MAX_DRAFT_BYTES:
        return jsonify(error="draft too large"), 413
    try:
        draft = read_draft(blob)
    except (pickle.UnpicklingError, EOFError) as exc:
        return jsonify(error=f"unreadable draft: {exc}"), 422
    return jsonify(to_catalogue_entry(draft)), 201


if __name__ == "__main__":
    app.run(port=5023)
