# XPath expression compiled with etree.XPath from the query value and applied to the tree
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("/srv/data/users.xml")


@app.route("/user")
def user():
    name = request.args.get("name", "")
    find = etree.XPath("//user[@name='" + name + "']/email/text()")
    return {"emails": [str(e) for e in find(TREE.getroot())]}
