# Bottle app for the marketing site that records outbound link clicks before forwarding the visitor.
import logging
import time

from bottle import Bottle, redirect, request

app = Bottle()
log = logging.getLogger("clicks")

PARTNER_LINKS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
    "store": "https://store.example.com/welcome",
}


def record_click(campaign: str, target: str) -> None:
    log.info("click campaign=%s target=%s ts=%d", campaign, target, int(time.time()))


def resolve_target(key: str, fallback: str) -> str:
    if key in PARTNER_LINKS:
        return PARTNER_LINKS[key]
    log.warning("unknown link key %r, using fallback", key)
    return fallback


@app.get("/go")
def go():
    key = request.query.get("to", "")
    fallback = request.query.get("url", "/")
    campaign = request.query.get("utm_campaign", "none")[:64]
    target = resolve_target(key, fallback)
    record_click(campaign, target)
    redirect(target, 302)
