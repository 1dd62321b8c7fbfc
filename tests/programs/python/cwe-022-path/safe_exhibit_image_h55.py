# Flask blueprint serving catalogued exhibit photographs for a museum collection browser.
import os
from flask import Blueprint, abort, current_app, send_file

bp = Blueprint("exhibits", __name__, url_prefix="/exhibits")


class ImageNotFound(Exception):
    pass


class ExhibitImageStore:
    def __init__(self, root: str):
        self.root = os.path.realpath(root)

    def locate(self, collection: str, filename: str) -> str:
        candidate = os.path.realpath(os.path.join(self.root, collection, filename))
        if os.path.commonpath([self.root, candidate]) != self.root:
            raise ImageNotFound(filename)
        if not os.path.isfile(candidate):
            raise ImageNotFound(filename)
        return candidate


class ExhibitImageService:
    PUBLIC_COLLECTIONS = frozenset({"maritime", "textiles", "ceramics", "natural-history"})

    def __init__(self, store: ExhibitImageStore):
        self.store = store

    def open_image(self, collection: str, filename: str) -> str:
        if collection not in self.PUBLIC_COLLECTIONS:
            raise ImageNotFound(collection)
        return self.store.locate(collection, filename)


def build_service() -> ExhibitImageService:
    root = current_app.config.get("EXHIBIT_IMAGE_ROOT", "/srv/museum/images")
    return ExhibitImageService(ExhibitImageStore(root))


@bp.route("/<collection>/images/<path:filename>")
def exhibit_image(collection, filename):
    service = build_service()
    try:
        path = service.open_image(collection, filename)
    except ImageNotFound:
        abort(404)
    return send_file(path, max_age=3600)
