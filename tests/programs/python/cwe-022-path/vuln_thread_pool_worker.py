# thumbnails are made in a background worker
import os
from concurrent.futures import ThreadPoolExecutor

from flask import Flask, request

app = Flask(__name__)
pool = ThreadPoolExecutor(max_workers=2)
UPLOADS = "/srv/uploads"


def make_thumbnail(name):
    with open(os.path.join(UPLOADS, name), "rb") as f:
        data = f.read()
    return len(data)


@app.route("/thumb", methods=["POST"])
def thumb():
    pool.submit(make_thumbnail, request.form["name"])
    return "queued"
