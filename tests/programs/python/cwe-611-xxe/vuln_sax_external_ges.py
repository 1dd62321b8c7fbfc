# SAX parser with external general entities switched on reads the posted document
import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, request

app = Flask(__name__)


class Count(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.n = 0

    def startElement(self, name, attrs):
        self.n += 1


@app.route("/count", methods=["POST"])
def count():
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    handler = Count()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.get_data()))
    return {"elements": handler.n}
