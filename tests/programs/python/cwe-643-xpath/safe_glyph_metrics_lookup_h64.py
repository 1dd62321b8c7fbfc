# A glyph metrics lookup program of the h64 set (cwe-643-xpath).
"""Glyph metrics lookup for the foundry's proofing tool (Tornado + lxml).

The catalogue is one XML file maintained by the drawing office:

<catalogue>
  <face name="Caslon Book" weight="400">
    <glyph char="a" advance="512" lsb="38" rsb="24"/>
    ...
  </face>
</catalogue>

GET /metrics?face=Caslon%20Book&char=a&char=g&char=Q
"""
import os

import tornado.ioloop
import tornado.web
from lxml import etree

CATALOGUE_PATH = os.environ.get("FOUNDRY_CATALOGUE", "catalogue.xml")
UNITS_PER_EM = 1000


def load_catalogue(path):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(path, parser)


def glyph_rows(tree, face, chars):
    rows = {}
    for ch in chars:
        matches = tree.xpath("/catalogue/face[@name=$face]/glyph[@char=$ch]", face=face, ch=ch)
        if not matches:
            rows[ch] = None
            continue
        g = matches[0]
        rows[ch] = {
            "advance": int(g.get("advance")),
            "lsb": int(g.get("lsb")),
            "rsb": int(g.get("rsb")),
        }
    return rows


class MetricsHandler(tornado.web.RequestHandler):
    def initialize(self, catalogue):
        self.catalogue = catalogue

    def get(self):
        face = self.get_query_argument("face")
        chars = [c for c in self.get_query_arguments("char") if c][:64]
        if not chars:
            raise tornado.web.HTTPError(400, reason="ask for at least one char")
        point_size = float(self.get_query_argument("pt", "12"))

        rows = glyph_rows(self.catalogue, face, chars)
        known = {ch: r for ch, r in rows.items() if r}
        width_units = sum(r["advance"] for r in known.values())
        self.write(
            {
                "face": face,
                "glyphs": rows,
                "missing": sorted(ch for ch, r in rows.items() if r is None),
                "set_width_pt": round(width_units * point_size / UNITS_PER_EM, 3),
            }
        )


def make_app():
    catalogue = load_catalogue(CATALOGUE_PATH)
    return tornado.web.Application([(r"/metrics", MetricsHandler, {"catalogue": catalogue})])


if __name__ == "__main__":
    make_app().listen(8893, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
