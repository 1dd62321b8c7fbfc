# FastAPI route that imports a pipeline definition uploaded as a YAML file.
from typing import Any, Dict

import yaml
from fastapi import APIRouter, File, HTTPException, UploadFile

router = APIRouter(prefix="/pipelines")

REQUIRED_KEYS = ("name", "stages")
MAX_BYTES = 256 * 1024


class PipelineStore:
    def __init__(self):
        self._items: Dict[str, Dict[str, Any]] = {}

    def save(self, definition: Dict[str, Any]) -> str:
        self._items[definition["name"]] = definition
        return definition["name"]


store = PipelineStore()


def parse_definition(text: str) -> Dict[str, Any]:
    loaded = yaml.load(text, Loader=yaml.SafeLoader)
    if not isinstance(loaded, dict):
        raise HTTPException(422, "definition must be a mapping")
    missing = [k for k in REQUIRED_KEYS if k not in loaded]
    if missing:
        raise HTTPException(422, f"missing keys: {', '.join(missing)}")
    return loaded


@router.post("/import")
async def import_pipeline(file: UploadFile = File(...)):
    raw = await file.read()
    if len(raw) > MAX_BYTES:
        raise HTTPException(413, "file too large")
    try:
        definition = parse_definition(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError):
        raise HTTPException(400, "unreadable YAML")
    name = store.save(definition)
    return {"imported": name, "stages": len(definition["stages"])}
