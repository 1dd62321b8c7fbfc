# XPath uses a $name variable bound by lxml instead of string building
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("/srv/data/users.xml")


@app.route("/user")
def user():
    name = request.args.get("name", "")
    hits = TREE.xpath("//user[@name=$n]/email/text()", n=name)
    return {"emails": [str(h) for h in hits]}
