# Starlette endpoint that stores a user's uploaded avatar image on local disk.
import os
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.authentication import AuthenticationMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .auth import SessionTokenBackend

AVATAR_DIR = Path("/srv/media/avatars")
STORED_NAMES = {".png": "avatar.png", ".jpg": "avatar.jpg", ".jpeg": "avatar.jpg", ".gif": "avatar.gif"}
MAX_BYTES = 2 * 1024 * 1024


class AvatarTarget:
    def __init__(self, user_id: int, filename: str):
        self.user_id = user_id
        self.filename = filename

    def destination(self) -> Path:
        return AVATAR_DIR / str(self.user_id) / self.filename


async def upload_avatar(request: Request) -> JSONResponse:
    user_id = request.path_params["user_id"]
    if not request.user.is_authenticated or request.user.identity != str(user_id):
        return JSONResponse({"error": "forbidden"}, status_code=403)
    form = await request.form()
    upload = form.get("avatar")
    if upload is None or not getattr(upload, "filename", None):
        return JSONResponse({"error": "missing file"}, status_code=400)
    ext = os.path.splitext(upload.filename)[1].lower()
    stored_name = STORED_NAMES.get(ext)
    if stored_name is None:
        return JSONResponse({"error": "unsupported type"}, status_code=415)
    data = await upload.read()
    if len(data) > MAX_BYTES:
        return JSONResponse({"error": "too large"}, status_code=413)
    target = AvatarTarget(user_id, stored_name)
    dest = target.destination()
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(data)
    return JSONResponse({"stored": dest.name})


app = Starlette(
    routes=[Route("/users/{user_id:int}/avatar", upload_avatar, methods=["POST"])],
    middleware=[Middleware(AuthenticationMiddleware, backend=SessionTokenBackend())],
)
