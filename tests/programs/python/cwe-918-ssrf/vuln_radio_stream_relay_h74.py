# A radio stream relay program of the h74 set (cwe-918-ssrf).
import logging
import threading
import uuid
from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial
from urllib.parse import urlsplit

import requests
from flask import Flask, abort, jsonify, request

log = logging.getLogger("kwrx.relay")

app = Flask(__name__)
pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="relay")

SYNDICATION_HOSTS = {
    "status.pacificaaudio.net",
    "streams.prx-syndication.org",
    "icecast.freeform-radio-exchange.net",
}

_shows: dict[str, dict] = {}
_shows_lock = threading.Lock()


def is_partner_stream(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme == "https" and parts.hostname in SYNDICATION_HOSTS and parts.port in (None, 443)


def refresh_metadata(show_id: str, url: str) -> None:
    try:
        resp = requests.get(url, timeout=8, allow_redirects=False)
        resp.raise_for_status()
        info = resp.json()
    except (requests.RequestException, ValueError) as exc:
        log.warning("status page for %s unavailable: %s", show_id, exc)
        return
    source = info.get("icestats", {}).get("source", info)
    with _shows_lock:
        _shows[show_id]["now_playing"] = source.get("title") if isinstance(source, dict) else source
        _shows[show_id]["raw_status"] = info


def _after_check(show_id: str, url: str, fut: Future) -> None:
    allowed = fut.exception() is None
    with _shows_lock:
        _shows[show_id]["state"] = "linked" if allowed else "rejected"
    if allowed:
        pool.submit(refresh_metadata, show_id, url)


@app.post("/shows/<show_slug>/stream-link")
def link_stream(show_slug: str):
    body = request.get_json(silent=True) or {}
    url = str(body.get("status_url", "")).strip()
    if not url:
        abort(400, "status_url is required")
    show_id = f"{show_slug}-{uuid.uuid4().hex[:6]}"
    with _shows_lock:
        _shows[show_id] = {"show": show_slug, "status_url": url, "state": "checking"}
    check = pool.submit(is_partner_stream, url)
    check.add_done_callback(partial(_after_check, show_id, url))
    return jsonify({"id": show_id, "state": "checking"}), 202


@app.get("/shows/links/<show_id>")
def link_status(show_id: str):
    with _shows_lock:
        entry = _shows.get(show_id)
        if entry is None:
            abort(404)
        return jsonify(dict(entry))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    app.run(port=5081, threaded=True)
