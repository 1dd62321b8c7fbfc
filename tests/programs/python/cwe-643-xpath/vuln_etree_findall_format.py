# ElementTree path expression built with str.format
import xml.etree.ElementTree as ET

from flask import Flask, request

app = Flask(__name__)
TREE = ET.parse("catalog.xml")


@app.route("/book")
def book():
    isbn = request.args.get("isbn", "")
    nodes = TREE.getroot().findall(".//book[@isbn='{}']".format(isbn))
    return str(len(nodes))
