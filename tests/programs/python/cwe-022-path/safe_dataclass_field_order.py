# Flask upload endpoint that files a document under the matter it belongs to.
import os
from dataclasses import dataclass

from flask import Flask, request

app = Flask(__name__)
ROOT = "/srv/matters"


@dataclass
class Filing:
    matter_id: int
    uploader: str


@app.post("/filings")
def file_document():
    filing = Filing(int(request.form["matter"]), request.headers.get("X-User", "anon"))
    folder = os.path.join(ROOT, str(filing.matter_id))
    os.makedirs(folder, exist_ok=True)
    return "ok"
