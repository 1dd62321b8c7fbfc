# file browser: the index or a named file of the public folder
import os

from flask import Flask

app = Flask(__name__)
PUBLIC = "/srv/public"


@app.route("/files/", defaults={"name": "index.txt"})
@app.route("/files/<path:name>")
def files(name):
    with open(os.path.join(PUBLIC, name)) as fh:
        return fh.read()
