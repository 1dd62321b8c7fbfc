# A commission vault program of the h68 set (cwe-327-cipher).
# luthiers: store custom-instrument commissions with the client's contact and deposit details encrypted at rest
from __future__ import annotations

import base64
import json
import os
import sqlite3
from contextlib import closing
from dataclasses import asdict, dataclass
from typing import Protocol

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/workshop/commissions.db"
VAULT_KEY = base64.b64decode(os.environ["COMMISSION_VAULT_KEY"])  # 32 bytes


class Sealer(Protocol):
    def seal(self, data: bytes) -> bytes: ...
    def unseal(self, blob: bytes) -> bytes: ...


class RecordSealer:
    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise ValueError("vault key must be 256 bits")
        self._key = key

    def seal(self, data: bytes) -> bytes:
        padder = padding.PKCS7(algorithms.AES.block_size).padder()
        padded = padder.update(data) + padder.finalize()
        enc = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        return enc.update(padded) + enc.finalize()

    def unseal(self, blob: bytes) -> bytes:
        dec = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        unpadder = padding.PKCS7(algorithms.AES.block_size).unpadder()
        return unpadder.update(dec.update(blob) + dec.finalize()) + unpadder.finalize()


@dataclass(slots=True, kw_only=True)
class ClientDetails:
    name: str
    email: str
    address: str
    deposit_iban: str


sealer: Sealer = RecordSealer(VAULT_KEY)


@app.post("/commissions")
async def create_commission():
    match request.get_json(silent=True):
        case {"instrument": str(instrument), "client": {"name": n, "email": e, "address": a, "iban": iban}, **spec}:
            client = ClientDetails(name=n, email=e, address=a, deposit_iban=iban.replace(" ", ""))
        case _:
            abort(400, "instrument and full client details are required")

    sealed = sealer.seal(json.dumps(asdict(client)).encode())
    with closing(sqlite3.connect(DB_PATH)) as db, db:
        cur = db.execute(
            "INSERT INTO commissions (instrument, spec, client_blob) VALUES (?, ?, ?)",
            (instrument, json.dumps(spec), sealed),
        )
    return jsonify({"commission": cur.lastrowid, "instrument": instrument}), 201


@app.get("/commissions/<int:commission_id>")
async def get_commission(commission_id: int):
    with closing(sqlite3.connect(DB_PATH)) as db:
        row = db.execute(
            "SELECT instrument, spec, client_blob FROM commissions WHERE id = ?", (commission_id,)
        ).fetchone()
    if row is None:
        abort(404)
    instrument, spec, blob = row
    client = json.loads(sealer.unseal(blob))
    return jsonify({
        "instrument": instrument,
        "spec": json.loads(spec),
        "client": client | {"deposit_iban": f"…{client['deposit_iban'][-4:]}"},
    })
