# A window design drafts program of the h67 set (cwe-502-deser).
# stained glass studios: save and restore in-progress window designs from the browser-based layout editor
from __future__ import annotations

import base64
import binascii
from datetime import datetime, timezone
from typing import Annotated
from uuid import UUID, uuid4

import msgspec
from litestar import Litestar, get, post
from litestar.di import Provide
from litestar.exceptions import ClientException, NotFoundException


class GlassPiece(msgspec.Struct):
    colour: str
    opacity: float
    points: list[tuple[float, float]]


class DraftState(msgspec.Struct):
    title: str
    width_mm: int
    height_mm: int
    pieces: list[GlassPiece]
    lead_width_mm: float = 6.0


class DraftUpload(msgspec.Struct, forbid_unknown_fields=True):
    project_ref: Annotated[str, msgspec.Meta(pattern=r"^SG-\d{4}-\d{3}$")]
    state: Annotated[str, msgspec.Meta(min_length=4, max_length=2_000_000)]


class DraftSaved(msgspec.Struct):
    draft_id: UUID
    project_ref: str
    pieces: int
    saved_at: datetime


class DraftRepository:
    def __init__(self) -> None:
        self._drafts: dict[UUID, tuple[str, DraftState, datetime]] = {}

    def save(self, project_ref: str, state: DraftState) -> DraftSaved:
        draft_id = uuid4()
        saved_at = datetime.now(timezone.utc)
        self._drafts[draft_id] = (project_ref, state, saved_at)
        return DraftSaved(draft_id=draft_id, project_ref=project_ref, pieces=len(state.pieces), saved_at=saved_at)

    def load(self, draft_id: UUID) -> DraftState:
        try:
            return self._drafts[draft_id][1]
        except KeyError:
            raise NotFoundException("draft not found")


class DraftCodec:
    def decode(self, encoded: str) -> DraftState:
        try:
            raw = base64.b64decode(encoded, validate=True)
        except binascii.Error:
            raise ClientException("state is not valid base64")
        try:
            state = msgspec.json.decode(raw, type=DraftState)
        except msgspec.DecodeError:
            raise ClientException("state is not a window draft")
        return state

    def encode(self, state: DraftState) -> str:
        return base64.b64encode(msgspec.json.encode(state)).decode()


_repo = DraftRepository()


@post("/drafts")
async def save_draft(data: DraftUpload, repo: DraftRepository, codec: DraftCodec) -> DraftSaved:
    state = codec.decode(data.state)
    return repo.save(data.project_ref, state)


@get("/drafts/{draft_id:uuid}")
async def restore_draft(draft_id: UUID, repo: DraftRepository, codec: DraftCodec) -> dict[str, str]:
    return {"state": codec.encode(repo.load(draft_id))}


app = Litestar(
    route_handlers=[save_draft, restore_draft],
    dependencies={
        "repo": Provide(lambda: _repo, sync_to_thread=False),
        "codec": Provide(DraftCodec, sync_to_thread=False),
    },
)
