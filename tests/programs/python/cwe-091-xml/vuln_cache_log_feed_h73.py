# A cache log feed program of the h73 set (cwe-091-xml).
import json
import re
import threading
from datetime import date, datetime, timezone
from pathlib import Path
from xml.sax.saxutils import escape

import falcon

FEED_DIR = Path("/srv/trailtins/feeds")
GC_CODE = re.compile(r"GC[0-9A-Z]{2,6}")
LOG_TYPES = {"found": "Found it", "dnf": "Didn't find it", "note": "Write note"}
_lock = threading.Lock()


def log_record(gc_code: str, finder: str, log_type: str, found_on: date, text: str) -> str:
    logged_at = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return (
        f'  <log cache="{gc_code}" finder="{escape(finder)}" type="{LOG_TYPES[log_type]}" '
        f'date="{found_on.isoformat()}" logged="{logged_at}">\n'
        f"    <text>{escape(text)}</text>\n"
        "  </log>\n"
    )


def append_to_feed(gc_code: str, record: str) -> Path:
    feed = FEED_DIR / f"{gc_code}.xml.part"
    with _lock:
        with feed.open("a", encoding="utf-8") as fh:
            fh.write(record)
    return feed


class CacheLogResource:
    def on_post(self, req: falcon.Request, resp: falcon.Response, gc_code: str) -> None:
        gc_code = gc_code.strip().upper()
        if not GC_CODE.fullmatch(gc_code):
            raise falcon.HTTPNotFound(description="unknown cache code")
        try:
            payload = json.loads(req.bounded_stream.read().decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise falcon.HTTPBadRequest(description="body must be JSON")

        finder = " ".join(str(payload.get("finder", "")).split())
        text = str(payload.get("text", "")).strip()
        log_type = str(payload.get("type", "found")).lower()
        if not finder or len(finder) > 60:
            raise falcon.HTTPBadRequest(description="finder name required (max 60 chars)")
        if log_type not in LOG_TYPES:
            raise falcon.HTTPBadRequest(description="type must be found, dnf or note")
        try:
            found_on = date.fromisoformat(str(payload.get("date", date.today().isoformat())))
        except ValueError:
            raise falcon.HTTPBadRequest(description="date must be YYYY-MM-DD")

        record = log_record(gc_code, finder, log_type, found_on, text[:4000])
        append_to_feed(gc_code, record)
        resp.status = falcon.HTTP_201
        resp.media = {"cache": gc_code, "finder": finder, "type": LOG_TYPES[log_type]}


app = falcon.App()
app.add_route("/caches/{gc_code}/logs", CacheLogResource())

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    FEED_DIR.mkdir(parents=True, exist_ok=True)
    make_server("", 8021, app).serve_forever()
