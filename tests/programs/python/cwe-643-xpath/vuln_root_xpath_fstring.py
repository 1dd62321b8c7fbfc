# f-string XPath on root.xpath with a form value
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/book", methods=["POST"])
def book():
    title = request.form.get("title", "")
    root = etree.parse("/srv/data/books.xml").getroot()
    hits = root.xpath(f"/library/book[title='{title}']/price")
    return {"prices": [h.text for h in hits]}
