# documentation pages rendered from markdown files in the docs folder
import os

from flask import Flask

app = Flask(__name__)
DOCS = "/srv/docs"


@app.route("/docs/<path:page>")
def docs(page):
    with open(os.path.join(DOCS, page + ".md")) as fh:
        return fh.read(), 200, {"Content-Type": "text/markdown"}
