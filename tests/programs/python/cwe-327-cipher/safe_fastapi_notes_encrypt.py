# FastAPI notes service encrypting note bodies before storage
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
KEY = bytes.fromhex(os.environ["NOTES_KEY_HEX"])
STORE: dict[int, str] = {}


class Note(BaseModel):
    body: str


@app.post("/notes/{note_id}")
async def save_note(note_id: int, note: Note):
    nonce = os.urandom(12)
    sealed = AESGCM(KEY).encrypt(nonce, note.body.encode(), str(note_id).encode())
    STORE[note_id] = base64.b64encode(nonce + sealed).decode()
    return {"id": note_id, "stored": True}
