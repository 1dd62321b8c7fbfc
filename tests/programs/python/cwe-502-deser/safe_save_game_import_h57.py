# Cloud save import for a video game backend: players upload exported save slots from the desktop client.
import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Dict, Tuple

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class SaveUpload(BaseModel):
    player_id: int
    slot: int
    blob: str


@dataclass
class SaveState:
    level: int
    inventory: list = field(default_factory=list)
    checkpoint: str = "start"


class SaveCodec:
    def decode(self, blob: str) -> SaveState:
        data = json.loads(base64.b64decode(blob, validate=True))
        return SaveState(
            level=int(data["level"]),
            inventory=[str(item) for item in data.get("inventory", [])][:200],
            checkpoint=str(data.get("checkpoint", "start")),
        )


class SaveRepository:
    def __init__(self):
        self._slots: Dict[Tuple[int, int], SaveState] = {}

    def put(self, player_id: int, slot: int, state: SaveState) -> None:
        self._slots[(player_id, slot)] = state


class SaveImportService:
    MAX_SLOTS = 5

    def __init__(self, codec: SaveCodec, repo: SaveRepository):
        self.codec, self.repo = codec, repo

    def import_slot(self, upload: SaveUpload) -> SaveState:
        if not 0 <= upload.slot < self.MAX_SLOTS:
            raise ValueError("invalid save slot")
        state = self.codec.decode(upload.blob)
        if not isinstance(state, SaveState):
            raise ValueError("not a save file")
        self.repo.put(upload.player_id, upload.slot, state)
        return state


service = SaveImportService(SaveCodec(), SaveRepository())


@app.post("/saves/import")
def import_save(upload: SaveUpload):
    try:
        state = service.import_slot(upload)
    except (ValueError, KeyError, TypeError, binascii.Error) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"level": state.level, "checkpoint": state.checkpoint}
