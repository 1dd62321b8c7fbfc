# lxml parser with entity resolution and network access turned off
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/upload", methods=["POST"])
def upload():
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(request.get_data(), parser)
    return {"tag": root.tag}
