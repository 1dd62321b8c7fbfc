# Litestar routes that save and apply a nurse's ward board display preferences kept in a cookie.
import os
from dataclasses import asdict, dataclass, field

from itsdangerous import BadSignature, URLSafeSerializer
from litestar import Litestar, Request, Response, get, post
from litestar.datastructures import Cookie

PREFS_COOKIE = "ward_prefs"
serializer = URLSafeSerializer(os.environ["WARD_COOKIE_SECRET"], salt="ward-prefs")


@dataclass
class BoardPrefs:
    ward: str = "A1"
    columns: list = field(default_factory=lambda: ["bed", "patient", "obs_due"])
    refresh_seconds: int = 60
    high_contrast: bool = False


def encode_prefs(prefs: BoardPrefs) -> str:
    return serializer.dumps(asdict(prefs))


def decode_prefs(value: str) -> BoardPrefs:
    try:
        data = serializer.loads(value)
        return BoardPrefs(**data)
    except (BadSignature, TypeError):
        return BoardPrefs()


@post("/ward/prefs")
async def save_prefs(data: BoardPrefs) -> Response:
    cookie = Cookie(key=PREFS_COOKIE, value=encode_prefs(data), httponly=True,
                    secure=True, samesite="lax", max_age=30 * 86400)
    return Response({"saved": True}, cookies=[cookie])


@get("/ward/board")
async def ward_board(request: Request) -> dict:
    raw = request.cookies.get(PREFS_COOKIE)
    prefs = decode_prefs(raw) if raw else BoardPrefs()
    beds = await request.app.state.board_source.beds_for(prefs.ward)
    rows = [{col: bed.get(col) for col in prefs.columns} for bed in beds]
    return {"ward": prefs.ward, "refresh": prefs.refresh_seconds,
            "high_contrast": prefs.high_contrast, "rows": rows}


app = Litestar(route_handlers=[save_prefs, ward_board], debug=os.environ.get("DEBUG") == "1")
