# A pattern upload program of the h63 set (cwe-022-path).
"""Quart service where stained glass studios upload cartoon and cutline patterns."""
import os
from dataclasses import dataclass
from pathlib import Path

from quart import Blueprint, Quart, jsonify, request

PATTERN_ROOT = Path("/var/lib/glassworks/patterns").resolve()
ALLOWED_EXTENSIONS = {".svg", ".pdf", ".dxf"}

patterns_bp = Blueprint("patterns", __name__)


@dataclass
class PatternUpload:
    studio: str
    collection: str
    filename: str
    storage: object

    @property
    def extension(self) -> str:
        return os.path.splitext(self.filename)[1].lower()


class UploadRejected(Exception):
    pass


class PatternUploadValidator:
    def check(self, upload: PatternUpload) -> None:
        if upload.extension not in ALLOWED_EXTENSIONS:
            raise UploadRejected("only SVG, PDF or DXF patterns are accepted")
        if "/" in upload.filename or ".." in upload.filename:
            raise UploadRejected("file name must not contain directories")


class PatternStore:
    def __init__(self, root: Path):
        self._root = root

    def target_for(self, upload: PatternUpload) -> Path:
        target = (self._root / upload.studio / upload.collection / upload.filename).resolve()
        if not target.is_relative_to(self._root / upload.studio):
            raise UploadRejected("pattern must stay inside the studio folder")
        return target

    async def save(self, upload: PatternUpload) -> Path:
        target = self.target_for(upload)
        target.parent.mkdir(parents=True, exist_ok=True)
        await upload.storage.save(target)
        return target


class PatternService:
    def __init__(self, validator: PatternUploadValidator, store: PatternStore):
        self._validator = validator
        self._store = store

    async def accept(self, upload: PatternUpload) -> str:
        self._validator.check(upload)
        saved = await self._store.save(upload)
        return str(saved.relative_to(PATTERN_ROOT))


service = PatternService(PatternUploadValidator(), PatternStore(PATTERN_ROOT))


@patterns_bp.route("/studios/<int:studio_id>/patterns", methods=["POST"])
async def upload_pattern(studio_id: int):
    files = await request.files
    form = await request.form
    storage = files.get("pattern")
    if storage is None or not storage.filename:
        return jsonify(error="missing pattern file"), 400
    upload = PatternUpload(
        studio=str(studio_id),
        collection=form.get("collection", "general"),
        filename=storage.filename,
        storage=storage,
    )
    try:
        stored_as = await service.accept(upload)
    except UploadRejected as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(stored=stored_as), 201


def create_app() -> Quart:
    app = Quart(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 20 * 1024 * 1024
    app.register_blueprint(patterns_bp)
    return app
