# SAX parser with external entities explicitly turned off
import io
import xml.sax
from xml.sax.handler import feature_external_ges, feature_external_pes

from flask import Flask, request

app = Flask(__name__)


@app.route("/check", methods=["POST"])
def check():
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(xml.sax.ContentHandler())
    parser.parse(io.BytesIO(request.get_data()))
    return "well-formed"
