# Pyramid view that previews a publisher's new-titles feed before a librarian subscribes the catalogue to it.
import re

import requests
from lxml import etree
from pyramid.httpexceptions import HTTPBadGateway, HTTPBadRequest
from pyramid.view import view_config

PUBLISHER_FEED_RE = re.compile(r"https://[a-z0-9.-]+\.(publisherfeeds\.org|bookdata\.net)/")
session = requests.Session()
session.headers["User-Agent"] = "branch-catalogue/2.4 (+https://library.example/bots)"


def acceptable_feed(url: str) -> bool:
    return PUBLISHER_FEED_RE.search(url) is not None


def fetch_feed(url: str) -> bytes:
    resp = session.get(url, timeout=10, allow_redirects=False)
    resp.raise_for_status()
    return resp.content[:512 * 1024]


def first_titles(xml_bytes: bytes, limit: int = 10) -> list:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(xml_bytes, parser)
    return [item.findtext("title", default="") for item in root.iter("item")][:limit]


@view_config(route_name="feed_preview", renderer="json", request_method="POST", permission="catalogue.edit")
def feed_preview(request):
    url = request.json_body.get("feed_url", "").strip()
    if not acceptable_feed(url):
        raise HTTPBadRequest(json_body={"error": "feed host is not an approved publisher"})
    try:
        body = fetch_feed(url)
    except requests.RequestException as exc:
        raise HTTPBadGateway(json_body={"error": str(exc)})
    try:
        titles = first_titles(body)
    except etree.XMLSyntaxError:
        return {"feed_url": url, "titles": [], "raw": body[:2000].decode("utf-8", "replace")}
    return {"feed_url": url, "titles": titles}
