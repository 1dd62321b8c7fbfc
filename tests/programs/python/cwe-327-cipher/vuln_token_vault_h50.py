# Field-level encryption for third-party API tokens stored in the integrations table.
import base64
import os
import sqlite3

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


class TokenVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("vault key must be 32 bytes")
        self._key = key

    @classmethod
    def from_env(cls):
        return cls(base64.b64decode(os.environ["TOKEN_VAULT_KEY"]))

    def encrypt(self, plaintext: str) -> str:
        padder = padding.PKCS7(128).padder()
        data = padder.update(plaintext.encode("utf-8")) + padder.finalize()
        enc = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        return base64.b64encode(enc.update(data) + enc.finalize()).decode("ascii")

    def decrypt(self, token: str) -> str:
        dec = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        data = dec.update(base64.b64decode(token)) + dec.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode("utf-8")


def store_integration_token(db: sqlite3.Connection, vault: TokenVault, account_id: int, provider: str, token: str):
    db.execute(
        "INSERT OR REPLACE INTO integrations (account_id, provider, secret) VALUES (?, ?, ?)",
        (account_id, provider, vault.encrypt(token)),
    )
    db.commit()


def load_integration_token(db: sqlite3.Connection, vault: TokenVault, account_id: int, provider: str):
    row = db.execute(
        "SELECT secret FROM integrations WHERE account_id = ? AND provider = ?",
        (account_id, provider),
    ).fetchone()
    return vault.decrypt(row[0]) if row else None
