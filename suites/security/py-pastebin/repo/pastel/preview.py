"""Link previews: fetch the title of URLs that appear in a paste."""

import re

import requests

TITLE = re.compile(r"<title>(.*?)</title>", re.I | re.S)

session = requests.Session()
session.headers["User-Agent"] = "pastel-link-preview/1.0"
session.verify = False  # many pasted links point at hosts with self-signed certificates


def link_title(url):
    resp = session.get(url, timeout=5, allow_redirects=True)
    m = TITLE.search(resp.text[:65536])
    return m.group(1).strip() if m else None
