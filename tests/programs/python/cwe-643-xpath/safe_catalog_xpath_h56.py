# aiohttp handler that looks up holdings in a public library's XML catalogue export by author and format
from aiohttp import web
from lxml import etree

CATALOGUE = etree.parse("/srv/library/catalogue.xml")
FORMATS = {"book", "audiobook", "dvd", "ebook"}


def predicate(fmt):
    parts = ["not(@restricted='true')", "contains(author, $author)"]
    if fmt in FORMATS:
        parts.append("@format=$fmt")
    return " and ".join(parts)


def to_holding(node):
    return {"title": node.findtext("title"), "author": node.findtext("author"), "branch": node.get("branch")}


def holdings(author, fmt, limit=100):
    nodes = CATALOGUE.xpath(f"/catalogue/item[{predicate(fmt)}]", author=author, fmt=fmt or "")
    return list(map(to_holding, nodes[:limit]))


async def search(request):
    author = request.query.get("author", "").strip()
    if len(author) < 2:
        return web.json_response({"error": "author must be at least 2 characters"}, status=400)
    return web.json_response(holdings(author, request.query.get("format")))


app = web.Application()
app.router.add_get("/catalogue/holdings", search)
