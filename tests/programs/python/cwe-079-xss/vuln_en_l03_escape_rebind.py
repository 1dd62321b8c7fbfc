# An enumeration, a loop or a redirect: escape rebind (written in review)
import html
from flask import Flask, request
app = Flask(__name__)
@app.route("/tags")
def tags():
    names = request.args.getlist("t")
    for n in names:
        n = html.escape(n)
    return "<p>" + ", ".join(names) + "</p>"
