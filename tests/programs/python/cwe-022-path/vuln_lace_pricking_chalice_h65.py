# A lace pricking chalice program of the h65 set (cwe-022-path).
import mimetypes
import os
from pathlib import Path

from chalice import BadRequestError, Chalice, NotFoundError, Response

app = Chalice(app_name="lace-pattern-library")
app.api.binary_types.extend(["application/pdf", "image/png"])

PATTERN_ROOT = Path(os.environ.get("PATTERN_ROOT", "/opt/lace/prickings")).resolve()


class PrickingStore:
    """Bobbin lace prickings, one folder per collection (torchon, bucks, honiton...)."""

    def __init__(self, root: Path):
        self.root = root

    def locate(self, collection: str, filename: str) -> Path:
        return self.root / collection / filename

    def read(self, path: Path) -> bytes:
        return path.read_bytes()

    def list(self, collection: str):
        folder = self.root / collection
        return sorted(p.name for p in folder.iterdir() if p.is_file()) if folder.is_dir() else []


store = PrickingStore(PATTERN_ROOT)


@app.route("/collections/{collection}/prickings", methods=["GET"])
def list_prickings(collection):
    if ".." in collection:
        raise BadRequestError("bad collection name")
    return {"collection": collection, "files": store.list(collection)}


@app.route("/collections/{collection}/pricking", methods=["GET"])
def download_pricking(collection):
    request = app.current_request
    params = request.query_params or {}
    filename = params.get("file", "")

    if ".." in collection:
        raise BadRequestError("bad collection name")
    if not filename:
        raise BadRequestError("file is required")

    path = store.locate(collection, filename)
    if not path.is_file():
        raise NotFoundError(f"no pricking called {filename}")

    content_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return Response(
        body=store.read(path),
        headers={
            "Content-Type": content_type,
            "Content-Disposition": f'attachment; filename="{path.name}"',
        },
        status_code=200,
    )
