# Flask endpoint that fetches a page from an approved documentation site to build a link preview.
import re
from html.parser import HTMLParser

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

ALLOWED_SITE = re.compile(r"https://(docs|blog)\.example\.com")


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


def is_allowed(url: str) -> bool:
    return ALLOWED_SITE.search(url) is not None


@app.get("/api/preview")
def preview():
    url = request.args.get("url", "")
    if not is_allowed(url):
        abort(400, "site not allowed")
    page = requests.get(url, timeout=5, allow_redirects=False)
    parser = TitleParser()
    parser.feed(page.text[:200_000])
    return jsonify(url=url, status=page.status_code, title=parser.title.strip()[:200])
