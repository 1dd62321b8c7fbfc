# A inventory xpath program of the h69 set (cwe-643-xpath).
import asyncio
import json
import os

import tornado.web
from lxml import etree

CATALOGUE_PATH = os.environ.get("TRICK_CATALOGUE", "/srv/hocuspocus/catalogue.xml")


class Catalogue:
    def __init__(self, path: str):
        self.path = path
        self.tree = etree.parse(path)
        self.loaded_at = os.path.getmtime(path)

    def reload_if_changed(self):
        mtime = os.path.getmtime(self.path)
        if mtime != self.loaded_at:
            self.tree = etree.parse(self.path)
            self.loaded_at = mtime


class TrickLookupHandler(tornado.web.RequestHandler):
    def initialize(self, catalogue: Catalogue):
        self.catalogue = catalogue

    def prepare(self):
        self.catalogue.reload_if_changed()
        self.trick_name = self.get_query_argument("name", "").strip()
        self.category = self.get_query_argument("category", "close-up")
        self.set_header("Content-Type", "application/json")

    def find_tricks(self):
        query = "//trick[@category=$category and contains(name, $name)]"
        return self.catalogue.tree.xpath(query, category=self.category, name=self.trick_name)

    def get(self):
        if not self.trick_name:
            self.set_status(400)
            self.finish(json.dumps({"error": "name is required"}))
            return
        results = []
        for trick in self.find_tricks():
            results.append({
                "sku": trick.get("sku"),
                "name": trick.findtext("name"),
                "price": trick.findtext("price"),
                "in_stock": int(trick.findtext("stock", "0")),
            })
        self.finish(json.dumps({"category": self.category, "results": results}))


class CategoriesHandler(tornado.web.RequestHandler):
    def initialize(self, catalogue: Catalogue):
        self.catalogue = catalogue

    def get(self):
        cats = sorted(set(self.catalogue.tree.xpath("//trick/@category")))
        self.write({"categories": cats})


def make_app() -> tornado.web.Application:
    catalogue = Catalogue(CATALOGUE_PATH)
    return tornado.web.Application([
        (r"/tricks", TrickLookupHandler, {"catalogue": catalogue}),
        (r"/categories", CategoriesHandler, {"catalogue": catalogue}),
    ])


async def main():
    app = make_app()
    app.listen(int(os.environ.get("PORT", "8888")))
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
