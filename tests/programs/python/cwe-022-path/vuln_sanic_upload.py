# Sanic upload endpoint storing user documents on disk
from pathlib import Path

from sanic import Sanic
from sanic.response import json

app = Sanic("uploader")
UPLOAD_DIR = Path("/srv/uploads")


@app.post("/documents")
async def upload(request):
    doc = request.files.get("document")
    if doc is None:
        return json({"error": "missing file"}, status=400)
    dest = UPLOAD_DIR / doc.name
    with open(dest, "wb") as fh:
        fh.write(doc.body)
    return json({"stored": doc.name, "bytes": len(doc.body)})
