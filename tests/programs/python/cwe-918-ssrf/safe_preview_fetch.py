# Flask endpoint that fetches a page from an approved documentation site to build a link preview.
from html.parser import HTMLParser
from typing import Optional
from urllib.parse import urlsplit, urlunsplit

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

ALLOWED_HOSTS = {"docs.example.com", "blog.example.com"}


class TitleParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.in_title = False
        self.title = ""

    def handle_starttag(self, tag, attrs):
        self.in_title = tag == "title"

    def handle_endtag(self, tag):
        self.in_title = False

    def handle_data(self, data):
        if self.in_title:
            self.title += data


def allowed_url(url: str) -> Optional[str]:
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS or parts.port is not None:
        return None
    return urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))


@app.get("/api/preview")
def preview():
    url = allowed_url(request.args.get("url", ""))
    if url is None:
        abort(400, "site not allowed")
    page = requests.get(url, timeout=5, allow_redirects=False)
    parser = TitleParser()
    parser.feed(page.text[:200_000])
    return jsonify(url=url, status=page.status_code, title=parser.title.strip()[:200])
