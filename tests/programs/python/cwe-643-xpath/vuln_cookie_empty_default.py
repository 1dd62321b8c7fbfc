# cookie value with an empty default flows into an lxml xpath call
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/prefs")
def prefs():
    uid = request.cookies.get("uid")
    if not uid:
        uid = ""
    doc = etree.parse("/srv/data/prefs.xml")
    nodes = doc.xpath("//pref[@owner='%s']" % uid)
    return {"n": len(nodes)}
