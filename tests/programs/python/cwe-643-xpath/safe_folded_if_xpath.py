# XPath built from the constant chosen by arithmetic
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/node")
def node():
    param = request.args.get("n", "")
    num = 86
    if (7 * 42) - num > 200:
        bar = "root"
    else:
        bar = param
    tree = etree.parse("tree.xml")
    return str(tree.xpath("//node[@name='" + bar + "']"))
