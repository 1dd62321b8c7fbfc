# A pest inspection upload program of the h62 set (cwe-611-xxe).
"""Upload endpoint for pest-control inspection reports exported by the technicians' handhelds.

Reports are XML: <inspection site="..."><finding pest="..." severity="..." room="...">text</finding>...</inspection>
"""
import io
import os
import xml.sax
from collections import Counter
from typing import Callable, Dict, List
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes

from bottle import Bottle, HTTPResponse, request

app = Bottle()
SEVERITY_ORDER = {"low": 0, "moderate": 1, "high": 2, "infestation": 3}


class InspectionHandler(ContentHandler):
    def __init__(self, on_finding: Callable[[Dict[str, str]], None]) -> None:
        super().__init__()
        self.on_finding = on_finding
        self.site = ""
        self._current: Dict[str, str] = {}
        self._text: List[str] = []

    def startElement(self, name, attrs):
        if name == "inspection":
            self.site = attrs.get("site", "")
        elif name == "finding":
            self._current = {k: attrs.get(k, "") for k in ("pest", "severity", "room")}
            self._text = []

    def characters(self, content):
        if self._current:
            self._text.append(content)

    def endElement(self, name):
        if name == "finding" and self._current:
            self.on_finding({**self._current, "detail": "".join(self._text).strip()})
            self._current = {}


def make_parser() -> xml.sax.xmlreader.XMLReader:
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setFeature(feature_external_pes, False)
    return parser


def read_inspection(stream) -> Dict:
    findings: List[Dict[str, str]] = []
    handler = InspectionHandler(findings.append)
    parser = make_parser()
    parser.setContentHandler(handler)
    parser.parse(stream)
    worst = max(findings, key=lambda f: SEVERITY_ORDER.get(f["severity"], -1), default=None)
    return {
        "site": handler.site,
        "findings": findings,
        "by_pest": dict(Counter(f["pest"] for f in findings)),
        "worst": worst,
    }


@app.post("/inspections")
def upload_inspection():
    upload = request.files.get("report")
    if upload is None:
        return HTTPResponse({"error": "attach the report as 'report'"}, status=400)
    try:
        summary = read_inspection(io.BytesIO(upload.file.read(512 * 1024)))
    except xml.sax.SAXParseException as exc:
        return HTTPResponse({"error": f"bad report: {exc.getMessage()}"}, status=400)
    return summary


if __name__ == "__main__":
    app.run(host=os.environ.get("BIND_HOST", "127.0.0.1"), port=int(os.environ.get("PORT", "8080")))
