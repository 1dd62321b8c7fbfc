# Field-level encryption for third-party API tokens stored in the integrations table.
import base64
import os
import sqlite3

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

ASSOCIATED_DATA = b"integrations.secret.v2"


class TokenVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("vault key must be 32 bytes")
        self._aead = AESGCM(key)

    @classmethod
    def from_env(cls):
        return cls(base64.b64decode(os.environ["TOKEN_VAULT_KEY"]))

    def encrypt(self, plaintext: str) -> str:
        nonce = os.urandom(12)
        sealed = self._aead.encrypt(nonce, plaintext.encode("utf-8"), ASSOCIATED_DATA)
        return base64.b64encode(nonce + sealed).decode("ascii")

    def decrypt(self, token: str) -> str:
        raw = base64.b64decode(token)
        nonce, sealed = raw[:12], raw[12:]
        return self._aead.decrypt(nonce, sealed, ASSOCIATED_DATA).decode("utf-8")


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
