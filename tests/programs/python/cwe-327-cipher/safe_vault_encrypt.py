# Helper that encrypts customer bank account numbers before they are stored in the database.
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

NONCE_BYTES = 12
ASSOCIATED = b"customer-iban-v2"


class FieldCipher:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("expected a 256-bit key")
        self._aead = AESGCM(key)

    @classmethod
    def from_env(cls) -> "FieldCipher":
        return cls(base64.b64decode(os.environ["FIELD_ENCRYPTION_KEY"]))

    def encrypt(self, plaintext: str) -> str:
        nonce = os.urandom(NONCE_BYTES)
        token = self._aead.encrypt(nonce, plaintext.encode("utf-8"), ASSOCIATED)
        return base64.urlsafe_b64encode(nonce + token).decode("ascii")

    def decrypt(self, token: str) -> str:
        raw = base64.urlsafe_b64decode(token.encode("ascii"))
        nonce, body = raw[:NONCE_BYTES], raw[NONCE_BYTES:]
        return self._aead.decrypt(nonce, body, ASSOCIATED).decode("utf-8")


def protect_account(record: dict, cipher: FieldCipher) -> dict:
    stored = dict(record)
    stored["iban"] = cipher.encrypt(record["iban"].replace(" ", "").upper())
    stored["iban_last4"] = record["iban"][-4:]
    return stored
