# Tornado handler that fetches a shared link and returns its title for chat message previews.
import re
from urllib.parse import urlsplit

import tornado.ioloop
import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

TITLE_RE = re.compile(rb"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
BLOCKED_HOSTS = {"localhost", "127.0.0.1", "0.0.0.0", "::1", "metadata.google.internal"}


def check_url(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise tornado.web.HTTPError(400, "unsupported scheme")
    if (parts.hostname or "").lower() in BLOCKED_HOSTS:
        raise tornado.web.HTTPError(400, "host not allowed")
    return url


class PreviewHandler(tornado.web.RequestHandler):
    async def get(self):
        url = check_url(self.get_argument("url"))
        client = AsyncHTTPClient()
        try:
            response = await client.fetch(url, request_timeout=5, max_body_size=512 * 1024)
        except (HTTPClientError, OSError):
            self.write({"url": url, "title": None})
            return
        match = TITLE_RE.search(response.body or b"")
        title = match.group(1).decode("utf-8", "replace").strip()[:200] if match else None
        self.write({"url": url, "title": title})


def make_app():
    return tornado.web.Application([(r"/preview", PreviewHandler)])


if __name__ == "__main__":
    make_app().listen(8084)
    tornado.ioloop.IOLoop.current().start()
