# hotel campaign click (h58 set)
"""Click tracking for a hotel group's e-mail campaigns.

Links in the newsletter point at ``/go?campaign=spring-spa&to=/offers/spa``;
the click is recorded and the guest is sent on to the offer page.
"""
import logging
import os
import queue
import threading
from datetime import datetime, timezone
from urllib.parse import urlsplit

from flask import Flask, abort, redirect, request, url_for

log = logging.getLogger("campaign-clicks")
CLICK_LOG = os.environ.get("CLICK_LOG", "/var/log/hotel/clicks.tsv")
clicks: "queue.Queue[tuple[str, str, bool]]" = queue.Queue(maxsize=10_000)


def click_writer() -> None:
    while True:
        stamp, campaign, custom_target = clicks.get()
        with open(CLICK_LOG, "a", encoding="utf-8") as fh:
            fh.write(f"{stamp}\t{campaign}\t{int(custom_target)}\n")
        clicks.task_done()


def campaign_name(raw: str | None) -> str | None:
    name = (raw or "").strip().lower()
    return name if name and len(name) <= 64 and name.replace("-", "").isalnum() else None


def landing_page(target: str | None, fallback: str) -> str:
    if not target:
        return fallback
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/"):
        return fallback
    if target.startswith("//") or "\\" in target:
        return fallback
    return target


def record(campaign: str, custom_target: bool) -> None:
    stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
    try:
        clicks.put_nowait((stamp, campaign, custom_target))
    except queue.Full:
        log.warning("click queue full, dropping click for %s", campaign)


def create_app() -> Flask:
    app = Flask(__name__)

    @app.get("/offers/<slug>")
    def offer(slug: str):
        return {"offer": slug}

    @app.get("/go")
    def go():
        campaign = campaign_name(request.args.get("campaign"))
        if campaign is None:
            abort(400)
        target = landing_page(request.args.get("to"), url_for("offer", slug="all"))
        record(campaign, "to" in request.args)
        return redirect(target, code=302)

    threading.Thread(target=click_writer, name="click-writer", daemon=True).start()
    return app
