# aiohttp endpoint that searches the library catalogue stored as an XML export.
from aiohttp import web
from lxml import etree

CATALOG_PATH = "/srv/library/catalog.xml"


class Catalog:
    def __init__(self, path):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self.tree = etree.parse(path, parser)

    def by_author(self, author, available_only=False):
        expr = "//book[author=$author and not(@restricted='true')]"
        if available_only:
            expr += "[@status='available']"
        return [
            {
                "isbn": node.get("isbn"),
                "title": node.findtext("title"),
                "author": node.findtext("author"),
                "shelf": node.findtext("shelf"),
            }
            for node in self.tree.xpath(expr, author=author)
        ]


def clean_author(value: str) -> str:
    return value.replace('"', "").strip()[:120]


async def search_books(request: web.Request) -> web.Response:
    author = clean_author(request.query.get("author", ""))
    if not author:
        return web.json_response({"error": "author is required"}, status=400)
    available = request.query.get("available") == "1"
    books = request.app["catalog"].by_author(author, available_only=available)
    return web.json_response({"count": len(books), "books": books})


def create_app():
    app = web.Application()
    app["catalog"] = Catalog(CATALOG_PATH)
    app.router.add_get("/catalog/search", search_books)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8083)
