# last part of a slash-separated argument used in an XPath query
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/node")
def node():
    raw = request.args.get("path", "a/b")
    leaf = raw.split("/")[-1]
    root = etree.parse("tree.xml").getroot()
    return str(root.xpath(f"//node[@name='{leaf}']"))
