# user name from a form inside an XPath query
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("users.xml")


@app.route("/user", methods=["POST"])
def user():
    name = request.form.get("name", "")
    hits = DOC.getroot().xpath("//user[name='" + name + "']/email/text()")
    return ",".join(hits)
