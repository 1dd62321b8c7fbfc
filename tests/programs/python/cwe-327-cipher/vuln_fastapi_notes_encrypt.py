# FastAPI notes service encrypting note bodies before storage
import base64
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
KEY = bytes.fromhex(os.environ["NOTES_KEY_HEX"])
STORE: dict[int, str] = {}


class Note(BaseModel):
    body: str


@app.post("/notes/{note_id}")
async def save_note(note_id: int, note: Note):
    padder = padding.PKCS7(128).padder()
    data = padder.update(note.body.encode()) + padder.finalize()
    enc = Cipher(algorithms.AES(KEY), modes.ECB()).encryptor()
    STORE[note_id] = base64.b64encode(enc.update(data) + enc.finalize()).decode()
    return {"id": note_id, "stored": True}
