# Tornado handler that issues keypad entry codes for hotel rooms at check-in.
import json
import secrets
import string
from datetime import datetime, timedelta, timezone
import tornado.web

CODE_ALPHABET = string.digits
CODE_LENGTH = 8


class KeycodeGenerator:
    def __init__(self, length: int = CODE_LENGTH):
        self.length = length

    def generate(self) -> str:
        return "".join(secrets.choice(CODE_ALPHABET) for _ in range(self.length))


class KeycodeRepository:
    def __init__(self):
        self._codes = {}

    def save(self, room: str, code: str, expires_at: datetime) -> None:
        self._codes[room] = (code, expires_at)


class CheckInService:
    def __init__(self, generator: KeycodeGenerator, repo: KeycodeRepository):
        self.generator = generator
        self.repo = repo

    def issue(self, room: str, nights: int) -> dict:
        code = self.generator.generate()
        expires = datetime.now(timezone.utc) + timedelta(days=nights, hours=12)
        self.repo.save(room, code, expires)
        return {"room": room, "code": code, "expires_at": expires.isoformat()}


class KeycodeHandler(tornado.web.RequestHandler):
    def initialize(self, service: CheckInService):
        self.service = service

    def post(self, room):
        body = json.loads(self.request.body or b"{}")
        try:
            nights = int(body.get("nights", 1))
        except (TypeError, ValueError):
            raise tornado.web.HTTPError(400, "nights must be an integer")
        self.write(self.service.issue(room, max(1, min(nights, 30))))


def make_app() -> tornado.web.Application:
    service = CheckInService(KeycodeGenerator(), KeycodeRepository())
    return tornado.web.Application([(r"/rooms/(\d{3,4})/keycode", KeycodeHandler, {"service": service})])
