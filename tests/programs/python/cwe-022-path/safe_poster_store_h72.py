# A poster store program of the h72 set (cwe-022-path).
from __future__ import annotations

import mimetypes
import os
from abc import ABC, abstractmethod
from pathlib import Path

from flask import Flask, abort, jsonify, request, send_file

app = Flask(__name__)

MEDIA_ROOT = Path(os.environ.get("STARLITE_MEDIA_ROOT", "/srv/starlite-drivein/media"))


class MediaStore(ABC):
    """A folder of media for the box-office site, addressed by relative names."""

    kind: str = "media"

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()

    def resolve(self, relative: str) -> Path:
        candidate = (self.root / relative).resolve()
        if not candidate.is_relative_to(self.root):
            raise PermissionError(relative)
        return candidate

    @abstractmethod
    def mimetype_for(self, path: Path) -> str: ...

    def open(self, relative: str) -> tuple[Path, str]:
        path = self.resolve(relative)
        if not path.is_file():
            raise FileNotFoundError(relative)
        return path, self.mimetype_for(path)

    def listing(self) -> list[str]:
        return sorted(str(p.relative_to(self.root)) for p in self.root.rglob("*") if p.is_file())


class PosterStore(MediaStore):
    kind = "posters"

    def mimetype_for(self, path: Path) -> str:
        guessed, _ = mimetypes.guess_type(path.name)
        return guessed or "image/jpeg"


class LotMapStore(MediaStore):
    kind = "lot-maps"

    def resolve(self, relative: str) -> Path:
        # maps live in one folder per screen: screen-2/overflow.pdf
        screen, _, name = relative.partition("/")
        if not screen.startswith("screen-"):
            screen = f"screen-{screen}"
        return super().resolve(f"{screen}/{name}")

    def mimetype_for(self, path: Path) -> str:
        return "application/pdf"


STORES: dict[str, MediaStore] = {
    store.kind: store
    for store in (
        PosterStore(MEDIA_ROOT / "posters"),
        LotMapStore(MEDIA_ROOT / "lot-maps"),
    )
}


def store_for(kind: str) -> MediaStore:
    store = STORES.get(kind)
    if store is None:
        abort(404, f"unknown media kind {kind!r}")
    return store


@app.get("/media/<kind>/")
def list_media(kind: str):
    return jsonify(store_for(kind).listing())


@app.get("/media/<kind>/file")
def fetch_media(kind: str):
    store = store_for(kind)
    relative = request.args.get("name", "").strip()
    if not relative:
        abort(400, "name is required")
    try:
        path, mimetype = store.open(relative)
    except PermissionError:
        abort(403)
    except FileNotFoundError:
        abort(404)
    return send_file(path, mimetype=mimetype, max_age=3600)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
