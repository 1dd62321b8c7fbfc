# A hunting lodge guest licence number storage program of the h75 set (cwe-327-cipher).
import base64
import binascii
import logging
import os
import sqlite3

from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad

log = logging.getLogger("lodge.licences")

KEY_BYTES = 8
DB_PATH = os.environ.get("LODGE_DB", "/var/lib/lodge/guests.db")


class LicenceVaultError(Exception):
    pass


def load_key():
    raw = os.environ.get("LODGE_LICENCE_KEY")
    if raw is None:
        raise LicenceVaultError("LODGE_LICENCE_KEY is not set")
    try:
        key = bytes.fromhex(raw)
    except ValueError as exc:
        raise LicenceVaultError("LODGE_LICENCE_KEY must be hex") from exc
    if len(key) != KEY_BYTES:
        raise LicenceVaultError(f"LODGE_LICENCE_KEY must be {KEY_BYTES} bytes")
    return key


def seal(key, licence_number):
    cipher = DES.new(key, DES.MODE_CBC)
    body = cipher.encrypt(pad(licence_number.encode("utf-8"), DES.block_size))
    return base64.b64encode(cipher.iv + body).decode("ascii")


def unseal(key, token):
    try:
        blob = base64.b64decode(token, validate=True)
        iv, body = blob[:DES.block_size], blob[DES.block_size:]
        cipher = DES.new(key, DES.MODE_CBC, iv=iv)
        return unpad(cipher.decrypt(body), DES.block_size).decode("utf-8")
    except (binascii.Error, ValueError) as exc:
        raise LicenceVaultError("stored licence could not be decrypted") from exc


class LicenceStore:
    def __init__(self, path=DB_PATH):
        self.key = load_key()
        self.conn = sqlite3.connect(path)

    def save(self, guest_id, licence_number):
        if not licence_number or len(licence_number) > 40:
            raise LicenceVaultError("licence number missing or too long")
        token = seal(self.key, licence_number.strip())
        try:
            with self.conn:
                self.conn.execute(
                    "UPDATE guests SET licence_token = ? WHERE id = ?", (token, guest_id)
                )
        except sqlite3.Error as exc:
            raise LicenceVaultError(f"could not store licence for guest {guest_id}") from exc

    def fetch(self, guest_id):
        row = self.conn.execute(
            "SELECT licence_token FROM guests WHERE id = ?", (guest_id,)
        ).fetchone()
        if row is None or row[0] is None:
            return None
        try:
            return unseal(self.key, row[0])
        except LicenceVaultError:
            log.error("licence for guest %s is unreadable", guest_id)
            raise

    def close(self):
        self.conn.close()


if __name__ == "__main__":
    import sys

    store = LicenceStore()
    try:
        store.save(int(sys.argv[1]), sys.argv[2])
        print(store.fetch(int(sys.argv[1])))
    except (IndexError, ValueError):
        print("usage: licence_vault.py GUEST_ID LICENCE_NUMBER", file=sys.stderr)
    finally:
        store.close()
