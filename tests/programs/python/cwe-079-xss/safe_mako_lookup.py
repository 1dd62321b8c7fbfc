# Render a greeting page from a Mako template.
from flask import Flask, request
from mako.lookup import TemplateLookup

app = Flask(__name__)
lookup = TemplateLookup(directories=["templates"], default_filters=["h"])


@app.route("/greet")
def greet():
    return lookup.get_template("greet.html").render(name=request.args.get("name", ""))
