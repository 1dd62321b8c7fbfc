# Helper module that encrypts OAuth refresh tokens before they are stored in the database.
import base64
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


class TokenVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("vault key must be 32 bytes")
        self._key = key

    @classmethod
    def from_env(cls, var="TOKEN_VAULT_KEY"):
        return cls(base64.b64decode(os.environ[var]))

    def encrypt(self, token: str) -> str:
        padder = padding.PKCS7(algorithms.AES.block_size).padder()
        data = padder.update(token.encode("utf-8")) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        blob = encryptor.update(data) + encryptor.finalize()
        return base64.urlsafe_b64encode(blob).decode("ascii")

    def decrypt(self, stored: str) -> str:
        blob = base64.urlsafe_b64decode(stored.encode("ascii"))
        decryptor = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        data = decryptor.update(blob) + decryptor.finalize()
        unpadder = padding.PKCS7(algorithms.AES.block_size).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode("utf-8")


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
