# dental radiograph notes (h58 set)
"""Encrypts clinical notes attached to dental radiographs before storage.

Notes written by the dentist about a radiograph (findings, suspected
caries, periapical lesions) are encrypted at the application layer and
stored next to the image reference.
"""
import asyncio
import base64
import os
from dataclasses import dataclass

import aiosqlite
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

DB_PATH = os.environ.get("IMAGING_DB", "imaging.sqlite3")
NOTES_KEY = base64.b64decode(os.environ["RADIOGRAPH_NOTES_KEY"])
if len(NOTES_KEY) != 32:
    raise RuntimeError("RADIOGRAPH_NOTES_KEY must decode to 32 bytes")


@dataclass(frozen=True)
class RadiographNote:
    radiograph_id: str
    patient_id: int
    text: str


def seal(plaintext: bytes) -> bytes:
    padder = padding.PKCS7(128).padder()
    data = padder.update(plaintext) + padder.finalize()
    encryptor = Cipher(algorithms.AES(NOTES_KEY), modes.ECB()).encryptor()
    return encryptor.update(data) + encryptor.finalize()


def unseal(blob: bytes) -> bytes:
    decryptor = Cipher(algorithms.AES(NOTES_KEY), modes.ECB()).decryptor()
    data = decryptor.update(blob) + decryptor.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    return unpadder.update(data) + unpadder.finalize()


def to_record(note: RadiographNote) -> tuple:
    return (note.radiograph_id, note.patient_id, seal(note.text.encode("utf-8")))


async def store_notes(notes: list[RadiographNote]) -> int:
    records = [to_record(n) for n in notes if n.text.strip()]
    async with aiosqlite.connect(DB_PATH) as db:
        await db.executemany(
            "INSERT OR REPLACE INTO radiograph_notes (radiograph_id, patient_id, note) VALUES (?, ?, ?)",
            records,
        )
        await db.commit()
    return len(records)


async def read_note(radiograph_id: str) -> str | None:
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(
            "SELECT note FROM radiograph_notes WHERE radiograph_id = ?", (radiograph_id,)
        ) as cur:
            row = await cur.fetchone()
    return unseal(row[0]).decode("utf-8") if row else None


if __name__ == "__main__":
    demo = [RadiographNote("BW-2291-L", 4471, "Distal caries on 36, monitor 6 months.")]
    print(asyncio.run(store_notes(demo)), "note(s) stored")
