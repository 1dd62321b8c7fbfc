# pulldom with a SAX parser configured for external entities parses the body
import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from flask import Flask, request

app = Flask(__name__)


@app.route("/names", methods=["POST"])
def names():
    sax = xml.sax.make_parser()
    sax.setFeature(feature_external_ges, True)
    doc = pulldom.parseString(request.get_data(as_text=True), parser=sax)
    out = []
    for event, node in doc:
        if event == pulldom.START_ELEMENT and node.tagName == "name":
            doc.expandNode(node)
            out.append(node.toxml())
    return {"names": out}
