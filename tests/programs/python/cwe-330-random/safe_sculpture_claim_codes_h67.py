# A sculpture claim codes program of the h67 set (cwe-330-random).
# ice sculptors: issue collection codes that let event planners pick up a finished sculpture from the freezer room
from __future__ import annotations

import secrets
import string
from datetime import datetime, timedelta, timezone
from typing import Annotated
from uuid import UUID

import msgspec
from litestar import Litestar, get, post
from litestar.di import Provide
from litestar.exceptions import NotFoundException, PermissionDeniedException

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 10
CODE_TTL = timedelta(days=3)


class ClaimRequest(msgspec.Struct, forbid_unknown_fields=True):
    sculpture_id: UUID
    planner_email: Annotated[str, msgspec.Meta(max_length=120, pattern=r"^[^@\s]+@[^@\s]+$")]
    pickup_window: Annotated[str, msgspec.Meta(pattern=r"^(morning|afternoon|evening)$")]


class ClaimIssued(msgspec.Struct):
    sculpture_id: UUID
    code: str
    expires_at: datetime


class ClaimStatus(msgspec.Struct):
    sculpture_id: UUID
    pickup_window: str
    planner_email: str


class ClaimCodeService:
    def __init__(self) -> None:
        self._claims: dict[str, tuple[ClaimRequest, datetime]] = {}

    def _new_code(self) -> str:
        return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))

    def issue(self, req: ClaimRequest) -> ClaimIssued:
        code = self._new_code()
        expires = datetime.now(timezone.utc) + CODE_TTL
        self._claims[code] = (req, expires)
        return ClaimIssued(sculpture_id=req.sculpture_id, code=code, expires_at=expires)

    def redeem(self, code: str) -> ClaimStatus:
        entry = self._claims.get(code.upper())
        if entry is None:
            raise NotFoundException("unknown collection code")
        req, expires = entry
        if datetime.now(timezone.utc) > expires:
            raise PermissionDeniedException("collection code has expired")
        del self._claims[code.upper()]
        return ClaimStatus(
            sculpture_id=req.sculpture_id,
            pickup_window=req.pickup_window,
            planner_email=req.planner_email,
        )


_service = ClaimCodeService()


def provide_service() -> ClaimCodeService:
    return _service


@post("/claims")
async def issue_claim(data: ClaimRequest, claims: ClaimCodeService) -> ClaimIssued:
    return claims.issue(data)


@get("/claims/{code:str}/collect")
async def collect(code: Annotated[str, msgspec.Meta(max_length=16)], claims: ClaimCodeService) -> ClaimStatus:
    return claims.redeem(code)


app = Litestar(
    route_handlers=[issue_claim, collect],
    dependencies={"claims": Provide(provide_service, sync_to_thread=False)},
)
