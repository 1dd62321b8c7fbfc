# A paper-folding origami studio diagram download program of the h76 set (cwe-022-path).
import os
from typing import Protocol

import boto3
from flask import Flask, abort, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)


class DiagramStore(Protocol):
    def open_diagram(self, relative_name: str): ...


class LocalDiagramStore:
    def __init__(self, root: str):
        self.root = os.path.abspath(root)

    def resolve(self, relative_name: str) -> str:
        return os.path.join(self.root, relative_name)

    def open_diagram(self, relative_name: str):
        path = self.resolve(relative_name)
        if not os.path.isfile(path):
            return None
        return open(path, "rb")


class BucketDiagramStore:
    def __init__(self, bucket: str, prefix: str = "diagrams/"):
        self.bucket = bucket
        self.prefix = prefix
        self.client = boto3.client("s3")

    def open_diagram(self, relative_name: str):
        key = self.prefix + secure_filename(relative_name)
        try:
            obj = self.client.get_object(Bucket=self.bucket, Key=key)
        except self.client.exceptions.NoSuchKey:
            return None
        return obj["Body"]


STORE_FACTORIES = {
    "local": lambda cfg: LocalDiagramStore(cfg.get("DIAGRAM_ROOT", "/srv/origami/diagrams")),
    "bucket": lambda cfg: BucketDiagramStore(cfg["DIAGRAM_BUCKET"]),
}


class DiagramService:
    def __init__(self, store: DiagramStore, default_ext: str = ".pdf"):
        self.store = store
        self.default_ext = default_ext

    def fetch(self, model: str, sheet: str):
        name = f"{model}/{sheet}"
        if not os.path.splitext(name)[1]:
            name += self.default_ext
        return self.store.open_diagram(name)


def build_service() -> DiagramService:
    cfg = dict(os.environ)
    kind = cfg.get("DIAGRAM_STORE", "local")
    return DiagramService(STORE_FACTORIES[kind](cfg))


service = build_service()


@app.route("/diagrams/<model>")
def download_diagram(model):
    sheet = request.args.get("sheet", "overview")
    handle = service.fetch(model, sheet)
    if handle is None:
        abort(404)
    return send_file(handle, download_name=os.path.basename(sheet) or "diagram.pdf")


@app.route("/diagrams/<model>/sheets")
def list_sheets(model):
    return {"model": model, "sheets": ["overview", "steps", "crease-pattern"]}


if __name__ == "__main__":
    app.run(port=8060)
