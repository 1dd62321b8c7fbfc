# A head measurement vault program of the h64 set (cwe-327-cipher).
"""Stores clients' head measurements for bespoke hats (Falcon).

Measurements and fitting notes are personal data, so the record is encrypted
before it is written to the workshop database.

PUT /clients/{client_id}/measurements
    {"head": {"circumference_cm": 57.5, "length_cm": 20.1, "width_cm": 15.8},
     "conformateur": [[0, 101], [15, 98], [30, 96]],
     "notes": "prefers a slightly forward tilt"}
"""
import base64
import json
import os
import sqlite3

import falcon
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

DB_PATH = os.environ.get("MILLINERY_DB", "millinery.db")
RECORD_KEY = base64.b64decode(os.environ["MILLINERY_RECORD_KEY"])  # 32 bytes


def seal(payload: dict) -> bytes:
    data = json.dumps(payload, separators=(",", ":")).encode("utf-8")
    padder = padding.PKCS7(128).padder()
    padded = padder.update(data) + padder.finalize()
    encryptor = Cipher(algorithms.AES(RECORD_KEY), modes.ECB()).encryptor()
    return encryptor.update(padded) + encryptor.finalize()


def unseal(blob: bytes) -> dict:
    decryptor = Cipher(algorithms.AES(RECORD_KEY), modes.ECB()).decryptor()
    padded = decryptor.update(blob) + decryptor.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    return json.loads(unpadder.update(padded) + unpadder.finalize())


def check_measurements(doc):
    head = doc.get("head") or {}
    for key, (lo, hi) in {"circumference_cm": (45, 68), "length_cm": (15, 25), "width_cm": (12, 20)}.items():
        value = float(head.get(key, 0))
        if not lo <= value <= hi:
            raise falcon.HTTPBadRequest(description=f"{key} out of range")
    points = [(int(a), int(r)) for a, r in doc.get("conformateur", [])]
    return {"head": {k: float(v) for k, v in head.items()}, "conformateur": points,
            "notes": str(doc.get("notes", ""))[:500]}


class Measurements:
    def on_put(self, req, resp, client_id):
        record = check_measurements(req.get_media())
        with sqlite3.connect(DB_PATH) as conn:
            conn.execute(
                "INSERT INTO head_measurements (client_id, sealed) VALUES (?, ?) "
                "ON CONFLICT(client_id) DO UPDATE SET sealed = excluded.sealed",
                (client_id, seal(record)),
            )
        resp.status = falcon.HTTP_204

    def on_get(self, req, resp, client_id):
        with sqlite3.connect(DB_PATH) as conn:
            row = conn.execute(
                "SELECT sealed FROM head_measurements WHERE client_id = ?", (client_id,)
            ).fetchone()
        if row is None:
            raise falcon.HTTPNotFound()
        resp.media = unseal(row[0])


app = falcon.App()
app.add_route("/clients/{client_id:int}/measurements", Measurements())
