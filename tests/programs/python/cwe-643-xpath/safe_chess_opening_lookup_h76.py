# A chess club opening repertoire lookup program of the h76 set (cwe-643-xpath).
import os

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
REPERTOIRE_FILE = os.environ.get("REPERTOIRE_XML", "/srv/chessclub/repertoire.xml")


def by_eco(tree, value: str):
    return tree.xpath("//opening[@eco=$value]", value=value)


def by_name(tree, value: str):
    return tree.xpath("//opening[contains(name, $value)]", value=value)


def by_coach(tree, value: str):
    return tree.xpath("//opening[line/@coach=$value and @visibility='members']", value=value)


QUERIES = {"eco": by_eco, "name": by_name, "coach": by_coach}


class Repertoire:
    def __init__(self, path: str, queries: dict):
        self.path = path
        self.queries = queries
        self._tree = None
        self._mtime = 0.0

    def tree(self):
        mtime = os.path.getmtime(self.path)
        if self._tree is None or mtime != self._mtime:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(self.path, parser)
            self._mtime = mtime
        return self._tree

    def lookup(self, kind: str, value: str) -> list:
        query = self.queries[kind]
        return [self._describe(node) for node in query(self.tree(), value)]

    @staticmethod
    def _describe(node) -> dict:
        return {
            "eco": node.get("eco"),
            "name": node.findtext("name", default=""),
            "moves": node.findtext("moves", default=""),
            "lines": [
                {"coach": line.get("coach"), "notes": (line.text or "").strip()}
                for line in node.findall("line")
            ],
        }


repertoire = Repertoire(REPERTOIRE_FILE, QUERIES)


@app.get("/openings")
def find_openings():
    kind = request.args.get("by", "eco")
    value = request.args.get("q", "").strip()
    if kind not in QUERIES or not value or len(value) > 80:
        abort(400)
    try:
        results = repertoire.lookup(kind, value)
    except etree.XPathEvalError:
        abort(400)
    return jsonify(query={"by": kind, "q": value}, openings=results)


@app.get("/openings/count")
def count_openings():
    return jsonify(total=int(repertoire.tree().xpath("count(//opening)")))


if __name__ == "__main__":
    app.run(port=8078)
