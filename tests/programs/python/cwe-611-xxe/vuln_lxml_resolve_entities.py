# lxml parser with DTD loading, entity resolution and network access parses the body
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/upload", methods=["POST"])
def upload():
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    root = etree.fromstring(request.get_data(), parser)
    return {"tag": root.tag, "text": root.findtext("name")}
