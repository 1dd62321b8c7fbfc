# Flask documentation server with a regex URL converter
import os

from flask import Flask, abort
from werkzeug.routing import BaseConverter

app = Flask(__name__)
DOCS = "/srv/docs"


class RegexConverter(BaseConverter):
    def __init__(self, url_map, *items):
        super().__init__(url_map)
        self.regex = items[0]


app.url_map.converters["regex"] = RegexConverter


@app.route('/docs/<lang>/<regex(".+"):page>')
def doc_page(lang, page):
    full = os.path.join(DOCS, lang if lang in ("en", "de") else "en", page)
    if not os.path.isfile(full):
        abort(404)
    with open(full) as fh:
        return fh.read()
