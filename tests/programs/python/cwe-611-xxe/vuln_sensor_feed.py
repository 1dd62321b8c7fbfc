# CherryPy endpoint that ingests XML batches from cold-chain temperature loggers using a SAX handler.
import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

import cherrypy


class LoggerBatchHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.readings = []
        self._current = None
        self._text = []

    def startElement(self, name, attrs):
        if name == "reading":
            self._current = {"probe": attrs.get("probe", ""), "at": attrs.get("at", "")}
            self._text = []

    def characters(self, content):
        if self._current is not None:
            self._text.append(content)

    def endElement(self, name):
        if name == "reading" and self._current is not None:
            self._current["value"] = "".join(self._text).strip()
            self.readings.append(self._current)
            self._current = None


def parse_batch(body: bytes) -> list:
    handler = LoggerBatchHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(body))
    return handler.readings


class ColdChainIngest:
    @cherrypy.expose
    @cherrypy.tools.allow(methods=["POST"])
    @cherrypy.tools.json_out()
    def batch(self, logger_id):
        body = cherrypy.request.body.read(1024 * 1024)
        try:
            readings = parse_batch(body)
        except xml.sax.SAXParseException as exc:
            raise cherrypy.HTTPError(400, f"bad batch: {exc.getMessage()}")
        rejected = [r for r in readings if not r["value"].replace(".", "", 1).lstrip("-").isdigit()]
        return {"logger": logger_id, "accepted": len(readings) - len(rejected), "rejected": rejected}


if __name__ == "__main__":
    cherrypy.quickstart(ColdChainIngest(), "/coldchain")
