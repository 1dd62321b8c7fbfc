# League statistics API for a sports league: Tornado handlers with a shared CORS policy base class.
import json
from typing import Dict, List, Optional

import tornado.web


class CorsSettings:
    allowed_origins = {"https://stats.northleague.example", "https://clubs.northleague.example"}
    max_age = 600


class CorsPolicy:
    def __init__(self, settings: CorsSettings):
        self.s = settings

    def allow(self, origin: Optional[str]) -> bool:
        if not origin:
            return False
        return origin in self.s.allowed_origins


class StandingsRepository:
    def __init__(self):
        self._tables: Dict[str, List[dict]] = {"2025": [{"club": "Harbour Town", "pts": 41}]}

    def table(self, season: str) -> List[dict]:
        return self._tables.get(season, [])


class CorsHandler(tornado.web.RequestHandler):
    policy = CorsPolicy(CorsSettings())

    def set_default_headers(self):
        origin = self.request.headers.get("Origin")
        if self.policy.allow(origin):
            self.set_header("Access-Control-Allow-Origin", origin)
            self.set_header("Access-Control-Allow-Credentials", "true")
            self.set_header("Vary", "Origin")

    def options(self, *args):
        self.set_header("Access-Control-Allow-Methods", "GET, POST")
        self.set_header("Access-Control-Max-Age", str(self.policy.s.max_age))
        self.set_status(204)


class StandingsHandler(CorsHandler):
    repo = StandingsRepository()

    def get(self, season: str):
        self.write({"season": season, "table": self.repo.table(season)})


class ClubAccountHandler(CorsHandler):
    def get(self):
        club = self.get_secure_cookie("club_session")
        if club is None:
            raise tornado.web.HTTPError(401)
        self.write(json.dumps({"club": club.decode(), "invoices_due": 2}))


def make_app() -> tornado.web.Application:
    return tornado.web.Application([
        (r"/api/standings/(\d{4})", StandingsHandler),
        (r"/api/club/account", ClubAccountHandler),
    ], cookie_secret=open("/etc/northleague/cookie_secret").read().strip())
