# Helper module that encrypts OAuth refresh tokens before they are stored in the database.
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

NONCE_SIZE = 12


class TokenVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("vault key must be 32 bytes")
        self._aead = AESGCM(key)

    @classmethod
    def from_env(cls, var="TOKEN_VAULT_KEY"):
        return cls(base64.b64decode(os.environ[var]))

    def encrypt(self, token: str, context: bytes = b"oauth") -> str:
        nonce = os.urandom(NONCE_SIZE)
        blob = nonce + self._aead.encrypt(nonce, token.encode("utf-8"), context)
        return base64.urlsafe_b64encode(blob).decode("ascii")

    def decrypt(self, stored: str, context: bytes = b"oauth") -> str:
        blob = base64.urlsafe_b64decode(stored.encode("ascii"))
        nonce, ciphertext = blob[:NONCE_SIZE], blob[NONCE_SIZE:]
        return self._aead.decrypt(nonce, ciphertext, context).decode("utf-8")


def save_refresh_token(conn, user_id: int, provider: str, token: str, vault: TokenVault):
    conn.execute(
        "INSERT INTO oauth_tokens (user_id, provider, refresh_token) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id, provider) DO UPDATE SET refresh_token = excluded.refresh_token",
        (user_id, provider, vault.encrypt(token)),
    )


def load_refresh_token(conn, user_id: int, provider: str, vault: TokenVault):
    row = conn.execute(
        "SELECT refresh_token FROM oauth_tokens WHERE user_id = ? AND provider = ?",
        (user_id, provider),
    ).fetchone()
    return vault.decrypt(row[0]) if row else None
