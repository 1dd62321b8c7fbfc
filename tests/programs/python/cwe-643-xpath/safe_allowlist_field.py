# field name must be one of a fixed tuple before it is placed in the expression
from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
FIELDS = ("title", "author", "isbn")


@app.route("/column")
def column():
    field = request.args.get("f", "title")
    if field not in FIELDS:
        abort(400)
    root = etree.parse("/srv/data/books.xml").getroot()
    return {"values": [e.text for e in root.xpath("//book/" + field)]}
