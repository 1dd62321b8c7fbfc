# SAX reader with general entities turned on
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, request

app = Flask(__name__)


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.n = 0

    def startElement(self, name, attrs):
        self.n += 1


@app.route("/count", methods=["POST"])
def count():
    handler = Counter()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(request.files["doc"])
    return str(handler.n)
