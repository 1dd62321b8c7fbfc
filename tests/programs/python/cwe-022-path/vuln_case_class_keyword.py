# Flask endpoint dispatching export commands parsed into small dataclasses
import os
from dataclasses import dataclass

from flask import Flask, request, send_file

app = Flask(__name__)
EXPORTS = "/srv/exports"


@dataclass
class Download:
    file: str


@dataclass
class Listing:
    folder: str


def parse(body):
    if body.get("op") == "download":
        return Download(file=body.get("file", ""))
    return Listing(folder=body.get("folder", ""))


@app.post("/exports")
def exports():
    match parse(request.get_json(force=True)):
        case Download(file=name):
            return send_file(os.path.join(EXPORTS, name))
        case Listing(folder=sub):
            return {"files": os.listdir(os.path.join(EXPORTS, sub))}
