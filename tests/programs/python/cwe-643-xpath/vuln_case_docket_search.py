# Flask view that searches a court's docket XML feed for public cases involving a named party.
import os
from dataclasses import dataclass
from typing import List

from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)
DOCKET_FILE = os.environ.get("DOCKET_XML", "/srv/legal/feeds/docket.xml")
ROLES = {"plaintiff", "defendant", "appellant", "respondent"}


@dataclass
class PartySearch:
    name: str
    role: str
    court: int


class DocketFeed:
    def __init__(self, path: str):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(self.path, etree.XMLParser(resolve_entities=False, no_network=True))
        return self._tree

    def query(self, expr: str, **variables) -> list:
        return self.tree.xpath(expr, **variables)


class DocketSearchService:
    def __init__(self, feed: DocketFeed):
        self.feed = feed

    def cases_for(self, s: PartySearch) -> List[dict]:
        expr = (f"//case[@sealed='false'][@court='{s.court}']"
                f"[parties/party[@role='{s.role}'][contains(name, '{s.name}')]]")
        nodes = self.feed.query(expr)
        return [{"docket": n.get("number"), "title": n.findtext("title"), "filed": n.findtext("filed")}
                for n in nodes]


class DocketSearchView(MethodView):
    def __init__(self, service: DocketSearchService):
        self.service = service

    def get(self, court: int):
        role = request.args.get("role", "defendant")
        name = request.args.get("name", "").strip()
        if role not in ROLES or not name:
            return jsonify(error="a known role and a name are required"), 400
        return jsonify(cases=self.service.cases_for(PartySearch(name, role, court)))


search_view = DocketSearchView.as_view("docket_search", DocketSearchService(DocketFeed(DOCKET_FILE)))
app.add_url_rule("/courts/<int:court>/cases", view_func=search_view)
