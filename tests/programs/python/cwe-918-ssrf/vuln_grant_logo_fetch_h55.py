# FastAPI endpoint that imports a charity's logo from a URL supplied on its grant application.
from urllib.parse import urlparse
import requests
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
BLOCKED_HOSTS = {"localhost", "127.0.0.1", "0.0.0.0"}
MAX_LOGO_BYTES = 2 * 1024 * 1024


class LogoImportRequest(BaseModel):
    application_id: int
    logo_url: str


class LogoRejected(Exception):
    pass


class UrlGuard:
    def check(self, url: str) -> str:
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https"):
            raise LogoRejected("unsupported scheme")
        if (parsed.hostname or "").lower() in BLOCKED_HOSTS:
            raise LogoRejected("host not allowed")
        return url


class LogoFetcher:
    def __init__(self, guard: UrlGuard):
        self.guard = guard
        self.session = requests.Session()

    def fetch(self, url: str) -> bytes:
        resp = self.session.get(self.guard.check(url), timeout=5, stream=True)
        resp.raise_for_status()
        if not resp.headers.get("Content-Type", "").startswith("image/"):
            raise LogoRejected("not an image")
        data = resp.raw.read(MAX_LOGO_BYTES + 1, decode_content=True)
        if len(data) > MAX_LOGO_BYTES:
            raise LogoRejected("logo too large")
        return data


class LogoService:
    def __init__(self, fetcher: LogoFetcher):
        self.fetcher = fetcher
        self.logos = {}

    def import_logo(self, req: LogoImportRequest) -> int:
        self.logos[req.application_id] = self.fetcher.fetch(req.logo_url)
        return len(self.logos[req.application_id])


service = LogoService(LogoFetcher(UrlGuard()))


@app.post("/grant-applications/logo")
def import_logo(req: LogoImportRequest):
    try:
        size = service.import_logo(req)
    except LogoRejected as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    except requests.RequestException:
        raise HTTPException(status_code=502, detail="could not retrieve logo")
    return {"application_id": req.application_id, "bytes": size}
