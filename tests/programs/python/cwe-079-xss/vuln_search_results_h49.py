# Pyramid view that lists knowledge-base articles whose titles match a search phrase.
import html

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

ARTICLES = [
    {"id": 101, "title": "Resetting your password"},
    {"id": 102, "title": "Configuring two-factor authentication"},
    {"id": 103, "title": "Exporting invoices as CSV"},
    {"id": 104, "title": "Inviting team members"},
]


def find_articles(term: str) -> list:
    needle = term.lower()
    return [a for a in ARTICLES if needle in a["title"].lower()]


def render_page(term: str, hits: list) -> str:
    rows = "".join(
        f"<li><a href='/kb/{a['id']}'>{html.escape(a['title'])}</a></li>" for a in hits
    )
    header = f"<h2>Results for &ldquo;{term}&rdquo;</h2>"
    if not hits:
        header = f"<h2>No articles match &ldquo;{term}&rdquo;</h2>"
    return f"<html><body>{header}<ul>{rows}</ul></body></html>"


@view_config(route_name="kb_search", request_method="GET")
def kb_search(request):
    term = request.params.get("q", "").strip()[:120]
    body = render_page(term, find_articles(term))
    return Response(body=body.encode("utf-8"), content_type="text/html", charset="utf-8")


def make_app():
    with Configurator() as config:
        config.add_route("kb_search", "/kb/search")
        config.scan()
        return config.make_wsgi_app()
