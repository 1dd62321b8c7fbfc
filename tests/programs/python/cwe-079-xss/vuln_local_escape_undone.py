# greeting page: the name is escaped, then its line breaks are turned back into tags, and the
# `&lt;` the escaping wrote is turned back into `<` as well
from flask import Flask, request

app = Flask(__name__)


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#x27;")


@app.route("/hello")
def hello():
    name = esc(request.args.get("name", "")).replace("&lt;", "<").replace("\n", "<br>")
    return "<p>Hello " + name + "</p>"
