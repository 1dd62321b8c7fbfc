# A rental card store program of the h69 set (cwe-327-cipher).
import base64
import os
import sqlite3
from datetime import datetime

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/paddlepoint/rentals.db"


class IdVault:
    def __init__(self, key_b64: str):
        self.key = base64.b64decode(key_b64)
        if len(self.key) != 32:
            raise ValueError("vault key must be 32 bytes")

    def seal(self, plaintext: str) -> str:
        padder = padding.PKCS7(128).padder()
        data = padder.update(plaintext.encode()) + padder.finalize()
        enc = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return base64.b64encode(enc.update(data) + enc.finalize()).decode()

    def open(self, token: str) -> str:
        dec = Cipher(algorithms.AES(self.key), modes.ECB()).decryptor()
        data = dec.update(base64.b64decode(token)) + dec.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode()


vault = IdVault(os.environ["ID_VAULT_KEY"])


def db():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/rentals", methods=["POST"])
def start_rental():
    body = request.get_json(silent=True) or {}
    boat = str(body.get("boat", "")).strip()
    id_number = str(body.get("id_number", "")).strip()
    if not boat or not id_number:
        abort(400, "boat and id_number required")
    with db() as conn:
        cur = conn.execute(
            "INSERT INTO rentals (boat, renter, id_sealed, out_at) VALUES (?, ?, ?, ?)",
            (boat, body.get("renter", ""), vault.seal(id_number), datetime.utcnow().isoformat()),
        )
    return jsonify(rental=cur.lastrowid, boat=boat), 201


@app.route("/rentals/<int:rental_id>/return", methods=["POST"])
def return_boat(rental_id):
    with db() as conn:
        row = conn.execute("SELECT id, boat, id_sealed FROM rentals WHERE id = ?", (rental_id,)).fetchone()
        if row is None:
            abort(404)
        id_number = vault.open(row["id_sealed"])
        conn.execute(
            "UPDATE rentals SET id_sealed = NULL, back_at = ? WHERE id = ?",
            (datetime.utcnow().isoformat(), rental_id),
        )
    return jsonify(rental=rental_id, boat=row["boat"], return_id_ending=id_number[-4:])


@app.route("/rentals/out")
def boats_out():
    with db() as conn:
        rows = conn.execute("SELECT id, boat, renter, out_at FROM rentals WHERE back_at IS NULL").fetchall()
    return jsonify(out=[dict(r) for r in rows])


if __name__ == "__main__":
    app.run(port=8035)
