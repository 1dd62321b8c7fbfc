# Falcon resource that renders a small HTML results page for the documentation search box.
import html

import falcon

DOCS = [
    {"title": "Getting started", "url": "/docs/start"},
    {"title": "Configuring storage backends", "url": "/docs/storage"},
    {"title": "Rotating API keys", "url": "/docs/keys"},
    {"title": "Webhooks and retries", "url": "/docs/webhooks"},
]


def search_docs(term):
    needle = term.lower()
    return [d for d in DOCS if needle in d["title"].lower()]


def render_results(term, hits):
    items = "".join(
        "<li><a href='%s'>%s</a></li>" % (h["url"], html.escape(h["title"])) for h in hits
    )
    if not items:
        items = "<li>No matching pages.</li>"
    return (
        "<html><head><title>Search</title></head><body>"
        f"<p>Results for <b>{term}</b></p><ul>{items}</ul></body></html>"
    )


class SearchResource:
    def on_get(self, req, resp):
        raw = req.get_param("q", default="")
        shown = html.escape(raw, quote=True)
        if len(shown) > 300:
            raise falcon.HTTPBadRequest(title="query too long")
        hits = search_docs(raw)
        resp.content_type = falcon.MEDIA_HTML
        resp.text = render_results(raw, hits)


app = falcon.App()
app.add_route("/search", SearchResource())
