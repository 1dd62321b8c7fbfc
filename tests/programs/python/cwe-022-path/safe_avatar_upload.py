# Avatar upload endpoint for the account service API.
import os
from pathlib import Path

from fastapi import APIRouter, Depends, File, HTTPException, UploadFile

from account.auth import get_current_user

router = APIRouter(prefix="/account")

AVATAR_DIR = Path(os.environ.get("AVATAR_DIR", "/var/lib/account/avatars"))
ALLOWED_TYPES = {"image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp"}
MAX_BYTES = 2 * 1024 * 1024


def avatar_destination(user_id: int, filename: str) -> Path:
    folder = AVATAR_DIR / str(user_id)
    folder.mkdir(parents=True, exist_ok=True)
    return folder / filename


@router.post("/avatar")
async def upload_avatar(file: UploadFile = File(...), user=Depends(get_current_user)):
    if file.content_type not in ALLOWED_TYPES:
        raise HTTPException(status_code=415, detail="unsupported image type")
    data = await file.read()
    if len(data) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="image too large")
    dest = avatar_destination(user.id, "avatar" + ALLOWED_TYPES[file.content_type])
    with open(dest, "wb") as fh:
        fh.write(data)
    return {"avatar": f"/static/avatars/{user.id}/{dest.name}"}
