# Flask endpoint converting an uploaded image name to a thumbnail
import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
SAFE = re.compile(r"[\w-]+\.png")


@app.post("/thumb")
def thumb():
    name = request.form.get("name", "")
    strict = request.form.get("strict") == "1"
    m = None
    if strict and not (m := SAFE.fullmatch(name)):
        abort(400)
    os.system(f"convert /srv/img/{name} -resize 64x64 /srv/thumbs/{name}")
    return {"ok": True, "checked": bool(m)}
