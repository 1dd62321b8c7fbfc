# A tree drafts program of the h60 set (cwe-502-deser).
"""Genealogy archive research room: researchers can download a draft
family tree they are building and upload it again in a later session to
carry on where they left off."""
import base64
import pickle
import uuid
from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

MAX_DRAFT_BYTES = 2 * 1024 * 1024
DRAFTS: dict[str, dict[str, "Person"]] = {}


@dataclass
class Person:
    person_id: str
    name: str
    born: str | None = None
    died: str | None = None
    parents: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)


def export_draft(tree: dict[str, Person]) -> bytes:
    return base64.b64encode(pickle.dumps(tree))


def import_draft(blob: bytes) -> dict[str, Person]:
    return pickle.loads(base64.b64decode(blob))


def earliest_ancestors(tree: dict[str, Person]) -> list[str]:
    known = set(tree)
    return sorted(p.name for p in tree.values() if not known.intersection(p.parents))


async def upload_draft(request: Request) -> JSONResponse:
    form = await request.form()
    upload = form.get("draft")
    if upload is None or isinstance(upload, str):
        return JSONResponse({"error": "attach the draft file"}, status_code=400)
    blob = await upload.read(MAX_DRAFT_BYTES + 1)
    if len(blob) > MAX_DRAFT_BYTES:
        return JSONResponse({"error": "draft too large"}, status_code=413)
    try:
        tree = import_draft(blob)
    except (ValueError, TypeError, KeyError):
        return JSONResponse({"error": "not a family tree draft"}, status_code=422)
    draft_id = uuid.uuid4().hex
    DRAFTS[draft_id] = tree
    return JSONResponse({"draft": draft_id, "people": len(tree), "earliest": earliest_ancestors(tree)[:10]})


async def download_draft(request: Request) -> Response:
    tree = DRAFTS.get(request.path_params["draft_id"])
    if tree is None:
        return JSONResponse({"error": "unknown draft"}, status_code=404)
    return Response(
        export_draft(tree),
        media_type="application/octet-stream",
        headers={"Content-Disposition": 'attachment; filename="family-tree.draft"'},
    )


app = Starlette(
    routes=[
        Route("/drafts", upload_draft, methods=["POST"]),
        Route("/drafts/{draft_id}", download_draft, methods=["GET"]),
    ]
)
