# Flask endpoint converting an uploaded image name to a thumbnail
import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
SAFE = re.compile(r"[\w-]+\.png")


@app.post("/thumb/strict")
def thumb_strict():
    name = request.form.get("name", "")
    m = None
    _ = name and (m := SAFE.fullmatch(name))
    if not m:
        abort(400)
    os.system(f"convert /srv/img/{name} -resize 64x64 /srv/thumbs/{name}")
    return {"ok": True}
