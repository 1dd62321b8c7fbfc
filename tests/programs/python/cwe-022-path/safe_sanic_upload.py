# Sanic upload endpoint storing user documents on disk
import secrets
from pathlib import Path

from sanic import Sanic
from sanic.response import json

app = Sanic("uploader")
UPLOAD_DIR = Path("/srv/uploads")
EXTENSIONS = {"application/pdf": ".pdf", "image/png": ".png", "text/plain": ".txt"}


@app.post("/documents")
async def upload(request):
    doc = request.files.get("document")
    if doc is None or doc.type not in EXTENSIONS:
        return json({"error": "missing or unsupported file"}, status=400)
    stored = secrets.token_hex(16) + EXTENSIONS[doc.type]
    with open(UPLOAD_DIR / stored, "wb") as fh:
        fh.write(doc.body)
    return json({"stored": stored, "bytes": len(doc.body)})
