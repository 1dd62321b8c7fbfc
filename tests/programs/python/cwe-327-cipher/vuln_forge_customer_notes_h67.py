# A forge customer notes program of the h67 set (cwe-327-cipher).
# blacksmith forges: store commission notes (gate measurements, site access codes) encrypted at rest
from __future__ import annotations

import base64
import hashlib
import os
import sqlite3
from datetime import datetime, timezone

from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad
from flask import Flask, g, jsonify, request
from marshmallow import Schema, ValidationError, fields, validate

app = Flask(__name__)
app.config["NOTES_DB"] = os.environ.get("FORGE_NOTES_DB", "/var/lib/forge/notes.db")
app.config["NOTES_SECRET"] = os.environ["FORGE_NOTES_SECRET"]


class NoteIn(Schema):
    commission_id = fields.Integer(required=True, validate=validate.Range(min=1))
    author = fields.String(required=True, validate=validate.Length(min=1, max=40))
    body = fields.String(required=True, validate=validate.Length(min=1, max=4000))


class NoteCipher:
    def __init__(self, secret: str) -> None:
        self.key = hashlib.sha256(secret.encode()).digest()[:8]

    def encrypt(self, plaintext: str) -> str:
        cipher = DES.new(self.key, DES.MODE_ECB)
        blob = cipher.encrypt(pad(plaintext.encode(), DES.block_size))
        return base64.b64encode(blob).decode()

    def decrypt(self, token: str) -> str:
        cipher = DES.new(self.key, DES.MODE_ECB)
        return unpad(cipher.decrypt(base64.b64decode(token)), DES.block_size).decode()


class NoteRepository:
    def __init__(self, conn: sqlite3.Connection, cipher: NoteCipher) -> None:
        self.conn = conn
        self.cipher = cipher

    def add(self, commission_id: int, author: str, body: str) -> int:
        cur = self.conn.execute(
            "INSERT INTO notes (commission_id, author, body_enc, created) VALUES (?, ?, ?, ?)",
            (commission_id, author, self.cipher.encrypt(body), datetime.now(timezone.utc).isoformat()),
        )
        self.conn.commit()
        return cur.lastrowid

    def for_commission(self, commission_id: int) -> list[dict]:
        rows = self.conn.execute(
            "SELECT note_id, author, body_enc, created FROM notes WHERE commission_id = ? ORDER BY created",
            (commission_id,),
        ).fetchall()
        return [
            {"note_id": r[0], "author": r[1], "body": self.cipher.decrypt(r[2]), "created": r[3]}
            for r in rows
        ]


def get_repo() -> NoteRepository:
    if "repo" not in g:
        conn = sqlite3.connect(app.config["NOTES_DB"])
        g.repo = NoteRepository(conn, NoteCipher(app.config["NOTES_SECRET"]))
    return g.repo


@app.teardown_appcontext
def close_db(_exc) -> None:
    repo = g.pop("repo", None)
    if repo is not None:
        repo.conn.close()


@app.post("/commissions/notes")
def add_note():
    try:
        data = NoteIn().load(request.get_json(force=True) or {})
    except ValidationError as err:
        return jsonify(errors=err.messages), 422
    note_id = get_repo().add(data["commission_id"], data["author"], data["body"])
    return jsonify(note_id=note_id), 201


@app.get("/commissions/<int:commission_id>/notes")
def list_notes(commission_id: int):
    return jsonify(notes=get_repo().for_commission(commission_id))
