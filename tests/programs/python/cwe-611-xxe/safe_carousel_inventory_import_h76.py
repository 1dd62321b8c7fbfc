# A carousel restoration workshop auction catalogue import program of the h76 set (cwe-611-xxe).
import os

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 5 * 1024 * 1024

PARSER_DEFAULTS = {
    "resolve_entities": False,
    "load_dtd": False,
    "no_network": True,
    "huge_tree": False,
    "remove_blank_text": True,
}


class CatalogueReader:
    def __init__(self, **parser_options):
        options = {**PARSER_DEFAULTS, **parser_options}
        self.parser = etree.XMLParser(**options)

    def read(self, data: bytes) -> etree._Element:
        return etree.fromstring(data, parser=self.parser)


def figure_from_lot(lot) -> dict:
    return {
        "lot": lot.get("number"),
        "figure": lot.findtext("figure", default="").strip(),
        "carver": lot.findtext("carver", default="unknown").strip(),
        "year": lot.findtext("year", default="").strip(),
        "condition": lot.findtext("condition", default="").strip(),
        "estimate": lot.findtext("estimate", default="0").strip(),
    }


def rounding_board_from_lot(lot) -> dict:
    return {
        "lot": lot.get("number"),
        "panels": int(lot.findtext("panels", default="1")),
        "mirrors": lot.findtext("mirrors", default="no").strip() == "yes",
        "estimate": lot.findtext("estimate", default="0").strip(),
    }


LOT_HANDLERS = {
    "figure": figure_from_lot,
    "rounding-board": rounding_board_from_lot,
}


class CatalogueImporter:
    def __init__(self, reader: CatalogueReader, handlers: dict):
        self.reader = reader
        self.handlers = handlers

    def run(self, data: bytes) -> dict:
        root = self.reader.read(data)
        imported, skipped = [], 0
        for lot in root.iter("lot"):
            handler = self.handlers.get(lot.get("kind", "figure"))
            if handler is None:
                skipped += 1
                continue
            imported.append(handler(lot))
        return {"auction": root.get("house", ""), "lots": imported, "skipped": skipped}


importer = CatalogueImporter(CatalogueReader(), LOT_HANDLERS)


@app.post("/catalogues")
def upload_catalogue():
    upload = request.files.get("catalogue")
    if upload is None:
        return jsonify(error="catalogue file required"), 400
    try:
        result = importer.run(upload.read())
    except (etree.XMLSyntaxError, ValueError) as exc:
        return jsonify(error=f"unreadable catalogue: {exc}"), 400
    return jsonify(result), 201


if __name__ == "__main__":
    app.run(port=int(os.environ.get("PORT", "8076")))
