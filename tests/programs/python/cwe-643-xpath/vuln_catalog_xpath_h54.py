# Sanic endpoint that searches a library branch's XML holdings export by title keyword.
import os

from lxml import etree
from sanic import Sanic
from sanic.response import json

app = Sanic("holdings")
HOLDINGS_PATH = os.environ.get("HOLDINGS_XML", "/srv/library/holdings.xml")
FIELDS = {"title": "string(title)", "author": "string(author)", "shelf": "string(@shelfmark)", "branch": "string(@branch)"}


@app.before_server_start
async def load_holdings(app, _loop):
    app.ctx.holdings = etree.parse(HOLDINGS_PATH)


@app.on_request
async def search_context(request):
    request.ctx.terms = {
        "branch": request.args.get("branch", "central").strip(),
        "title": request.args.get("title", "").strip(),
    }


def to_record(node):
    return {key: node.xpath(expr) for key, expr in FIELDS.items()}


def public_items(tree, branch, title):
    expr = (
        "//item[@restricted='false' and @branch='{b}' and contains(title, '{t}')]"
    ).format(b=branch, t=title)
    return tree.xpath(expr)


@app.get("/holdings/search")
async def search(request):
    terms = request.ctx.terms
    nodes = public_items(request.app.ctx.holdings, terms["branch"], terms["title"])
    records = sorted(map(to_record, nodes), key=lambda r: r["title"])
    return json({"count": len(records), "results": records[:100]})
