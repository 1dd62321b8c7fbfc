# A diagram lookup program of the h73 set (cwe-643-xpath).
import json
import os
from urllib.parse import unquote

import tornado.ioloop
import tornado.web
from lxml import etree

CATALOGUE_PATH = os.environ.get("FOLD_CATALOGUE", "/srv/foldhaus/catalogue.xml")
LEVELS = {"beginner", "intermediate", "advanced", "complex"}


class Catalogue:
    def __init__(self, path: str) -> None:
        self.path = path
        self.mtime = 0.0
        self.tree: etree._ElementTree | None = None

    def current(self) -> etree._ElementTree:
        mtime = os.path.getmtime(self.path)
        if self.tree is None or mtime != self.mtime:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self.tree = etree.parse(self.path, parser)
            self.mtime = mtime
        return self.tree


CATALOGUE = Catalogue(CATALOGUE_PATH)


def model_record(node: etree._Element) -> dict:
    return {
        "name": node.get("name"),
        "designer": node.findtext("designer", default="").strip(),
        "level": node.get("level"),
        "paper": node.findtext("paper", default="").strip(),
        "steps": int(node.findtext("steps", default="0")),
        "diagram": node.findtext("diagram", default="").strip(),
        "members_only": node.get("access") == "members",
    }


class DiagramHandler(tornado.web.RequestHandler):
    def get(self) -> None:
        raw_name = self.get_query_argument("model", "").strip()
        level = self.get_query_argument("level", "beginner").strip().lower()
        if not raw_name or "'" in raw_name:
            raise tornado.web.HTTPError(400, reason="model name required")
        if level not in LEVELS:
            raise tornado.web.HTTPError(400, reason="unknown level")
        # share links from the newsletter tool double-encode spaces and accents
        name = unquote(raw_name)
        query = f"/catalogue/model[@level='{level}' and @access='public' and @name='{name}']"
        matches = CATALOGUE.current().xpath(query)
        if not matches:
            raise tornado.web.HTTPError(404, reason="no such diagram")
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({"models": [model_record(m) for m in matches]}))


class LevelsHandler(tornado.web.RequestHandler):
    def get(self) -> None:
        tree = CATALOGUE.current()
        counts = {}
        for lvl in sorted(LEVELS):
            counts[lvl] = int(tree.xpath("count(/catalogue/model[@level=$lvl and @access='public'])", lvl=lvl))
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(counts))


def make_app() -> tornado.web.Application:
    return tornado.web.Application([(r"/diagrams", DiagramHandler), (r"/levels", LevelsHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
