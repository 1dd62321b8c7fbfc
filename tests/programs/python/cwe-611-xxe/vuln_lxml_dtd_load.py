# parser that loads DTDs reads the body
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/doc", methods=["POST"])
def doc():
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    tree = etree.parse(request.files["xml"], parser)
    return tree.getroot().tag
