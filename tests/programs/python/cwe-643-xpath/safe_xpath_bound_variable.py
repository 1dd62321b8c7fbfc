# XPath query with the name passed as a variable
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("users.xml")


@app.route("/user", methods=["POST"])
def user():
    name = request.form.get("name", "")
    hits = DOC.getroot().xpath("//user[name=$n]/email/text()", n=name)
    return ",".join(hits)
