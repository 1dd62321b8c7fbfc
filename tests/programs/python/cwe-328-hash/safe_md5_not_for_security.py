# MD5 flagged usedforsecurity=False names a cache file for an uploaded image
import hashlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/thumb", methods=["POST"])
def thumb():
    data = request.get_data()
    key = hashlib.md5(data, usedforsecurity=False).hexdigest()
    with open(f"/var/cache/thumbs/{key}.bin", "wb") as fh:
        fh.write(data)
    return {"cache_key": key}
