# conditional expression on constants selects the fixed expression for XPath
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/count")
def count():
    param = request.args.get("q", "")
    num = 106
    bar = param if (7 * 18) - num > 200 else "//item"
    root = etree.parse("/srv/data/items.xml").getroot()
    return {"n": len(etree.XPath(bar)(root))}
