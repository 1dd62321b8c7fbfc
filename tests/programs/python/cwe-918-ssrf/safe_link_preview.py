# Tornado handler that fetches a shared link and returns its title for chat message previews.
import re
from urllib.parse import urlsplit

import tornado.ioloop
import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

TITLE_RE = re.compile(rb"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
PREVIEW_HOSTS = {"www.youtube.com", "youtu.be", "vimeo.com", "github.com", "en.wikipedia.org"}


def check_url(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.port not in (None, 443):
        raise tornado.web.HTTPError(400, "unsupported scheme or port")
    if (parts.hostname or "").lower() not in PREVIEW_HOSTS:
        raise tornado.web.HTTPError(400, "host not allowed")
    return url


class PreviewHandler(tornado.web.RequestHandler):
    async def get(self):
        url = check_url(self.get_argument("url"))
        client = AsyncHTTPClient()
        try:
            response = await client.fetch(
                url, request_timeout=5, max_body_size=512 * 1024, follow_redirects=False
            )
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
