# A button catalogue preview program of the h66 set (cwe-918-ssrf).
# Supplier catalogue preview for the button works' buying office (Tornado 4).
import os
import csv
import io
import urllib.request
from urllib.parse import urlparse

import tornado.ioloop
import tornado.web

FETCH_TIMEOUT = 10
MAX_ROWS = 50

# wholesalers who publish CSV price lists
SUPPLIER_HOSTS = set(os.environ.get(
    "BUTTON_SUPPLIER_HOSTS",
    "lists.hornbuttons.co.uk,feeds.corozo-trading.com,prices.shellbutton.eu"
).split(","))


def read_catalogue(url):
    req = urllib.request.Request(url, headers={"User-Agent": "button-buying/1.4"})
    resp = urllib.request.urlopen(req, timeout=FETCH_TIMEOUT)
    try:
        text = resp.read(512 * 1024).decode("utf-8", "replace")
    finally:
        resp.close()
    rows = []
    for rec in csv.DictReader(io.StringIO(text)):
        rows.append({
            "sku": rec.get("sku", ""),
            "material": rec.get("material", ""),
            "ligne": rec.get("ligne", ""),
            "price_per_gross": rec.get("price", ""),
        })
        if len(rows) >= MAX_ROWS:
            break
    return rows


class CataloguePreview(tornado.web.RequestHandler):

    def get(self):
        feed_url = self.get_argument("feed_url")
        material = self.get_argument("material", None)

        parsed = urlparse(feed_url)
        if parsed.scheme != "https" or parsed.hostname not in SUPPLIER_HOSTS:
            self.set_status(400)
            self.write({"error": "feed must be an https supplier list"})
            return

        try:
            rows = read_catalogue(feed_url)
        except Exception as exc:
            self.set_status(502)
            self.write({"error": "could not read feed: %s" % exc.__class__.__name__})
            return

        if material:
            rows = [r for r in rows if r["material"] == material]
        self.write({"feed": urlparse(feed_url).hostname, "items": rows})


def make_app():
    return tornado.web.Application([
        (r"/catalogue/preview", CataloguePreview),
    ])


if __name__ == "__main__":
    make_app().listen(8866, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
