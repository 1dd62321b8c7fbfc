# FastAPI routes that create and accept invite codes for private rooms in the chat service.
import random
import string
from datetime import datetime, timedelta, timezone

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

from .auth import current_user
from .rooms import RoomRepository, get_rooms

app = FastAPI()

INVITE_ALPHABET = string.ascii_uppercase + string.digits
INVITE_LENGTH = 12
INVITE_TTL = timedelta(days=2)

_rng = random.SystemRandom()


class InviteOut(BaseModel):
    code: str
    expires_at: datetime


def new_invite_code() -> str:
    return "".join(_rng.choice(INVITE_ALPHABET) for _ in range(INVITE_LENGTH))


@app.post("/rooms/{room_id}/invites", response_model=InviteOut)
async def create_invite(room_id: int, user=Depends(current_user), rooms: RoomRepository = Depends(get_rooms)):
    room = await rooms.get(room_id)
    if room is None or user.id not in room.admin_ids:
        raise HTTPException(status_code=404, detail="room not found")
    code = new_invite_code()
    expires_at = datetime.now(timezone.utc) + INVITE_TTL
    await rooms.save_invite(room_id, code, expires_at, created_by=user.id)
    return InviteOut(code=code, expires_at=expires_at)


@app.post("/invites/{code}/accept")
async def accept_invite(code: str, user=Depends(current_user), rooms: RoomRepository = Depends(get_rooms)):
    invite = await rooms.find_invite(code.upper())
    if invite is None or invite.expires_at < datetime.now(timezone.utc):
        raise HTTPException(status_code=404, detail="invite not found")
    await rooms.add_member(invite.room_id, user.id)
    return {"room_id": invite.room_id}
