# A kite designs program of the h63 set (cwe-611-xxe).
"""Kite design import: customers upload frame-and-sail XML files from the design app."""
import io
import xml.sax
from dataclasses import dataclass, field
from typing import List

from quart import Blueprint, Quart, jsonify, request


@dataclass
class Spar:
    name: str
    material: str
    length_mm: int


@dataclass
class KiteDesign:
    title: str = ""
    sail_area_cm2: int = 0
    spars: List[Spar] = field(default_factory=list)


class DesignHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.design = KiteDesign()
        self._text: List[str] = []
        self._spar_attrs: dict = {}

    def startElement(self, name, attrs):
        self._text = []
        if name == "spar":
            self._spar_attrs = dict(attrs)

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        value = "".join(self._text).strip()
        if name == "title":
            self.design.title = value
        elif name == "sailArea":
            self.design.sail_area_cm2 = int(value)
        elif name == "spar":
            self.design.spars.append(Spar(
                name=self._spar_attrs.get("name", "spar"),
                material=self._spar_attrs.get("material", "carbon"),
                length_mm=int(value),
            ))


class DesignReader:
    def read(self, data: bytes) -> KiteDesign:
        parser = xml.sax.make_parser()
        parser.setFeature(xml.sax.handler.feature_namespaces, False)
        parser.setFeature(xml.sax.handler.feature_external_ges, False)
        handler = DesignHandler()
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(data))
        return handler.design


class DesignImportService:
    def __init__(self, reader: DesignReader):
        self._reader = reader
        self._designs: List[KiteDesign] = []

    def import_file(self, data: bytes) -> KiteDesign:
        design = self._reader.read(data)
        if not design.title or not design.spars:
            raise ValueError("design needs a title and at least one spar")
        self._designs.append(design)
        return design


designs_bp = Blueprint("designs", __name__)
import_service = DesignImportService(DesignReader())


@designs_bp.route("/designs/import", methods=["POST"])
async def import_design():
    files = await request.files
    upload = files.get("design")
    if upload is None:
        return jsonify(error="attach the design file as 'design'"), 400
    try:
        design = import_service.import_file(upload.read())
    except (xml.sax.SAXException, ValueError) as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(title=design.title, spars=[s.__dict__ for s in design.spars]), 201


def create_app() -> Quart:
    app = Quart(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 512 * 1024
    app.register_blueprint(designs_bp)
    return app
