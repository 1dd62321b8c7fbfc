# Render a search results page from a Mako template.
from flask import Flask, request
from mako.lookup import TemplateLookup

app = Flask(__name__)
lookup = TemplateLookup(directories=["templates"], default_filters=["h"])


@app.route("/search")
def search():
    q = request.args.get("q", "")
    page = lookup.get_template("results.html").render(query=q)
    return page
