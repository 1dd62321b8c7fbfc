# Flask blueprint for the knowledge-base search page that echoes the query above the results.
from flask import Blueprint, make_response, request
from markupsafe import Markup, escape

from kb.index import search_articles

search_bp = Blueprint("search", __name__)

PAGE = """<!doctype html>
<html><head><title>Search</title></head>
<body>
<h1>{heading}</h1>
<ul>{items}</ul>
</body></html>"""


def render_item(article) -> str:
    return "<li><a href='/kb/{0}'>{1}</a></li>".format(int(article.id), escape(article.title))


def build_heading(query: str) -> str:
    trimmed = str(escape(query.strip()[:120]))
    return "Results for &ldquo;" + trimmed + "&rdquo;"


@search_bp.route("/kb/search")
def kb_search():
    query = request.args.get("q", "")
    hits = search_articles(query, limit=25) if query else []
    context = {
        "heading": build_heading(query),
        "items": "".join(render_item(a) for a in hits) or "<li>No matches</li>",
    }
    body = PAGE.format(**context)
    resp = make_response(Markup(body))
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
