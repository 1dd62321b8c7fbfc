# Storage helper that encrypts embargoed newsroom stories before they are written to the archive bucket.
import base64
import json
import os
from datetime import datetime, timezone

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


class EmbargoVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("embargo key must be 256 bits")
        self._key = key

    @classmethod
    def from_env(cls):
        return cls(base64.b64decode(os.environ["EMBARGO_KEY_B64"]))

    def seal(self, story: dict) -> str:
        plaintext = json.dumps(story, sort_keys=True).encode("utf-8")
        padder = padding.PKCS7(128).padder()
        padded = padder.update(plaintext) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        blob = encryptor.update(padded) + encryptor.finalize()
        return base64.b64encode(blob).decode("ascii")

    def open(self, sealed: str) -> dict:
        blob = base64.b64decode(sealed)
        decryptor = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        padded = decryptor.update(blob) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return json.loads(unpadder.update(padded) + unpadder.finalize())


def archive_record(vault: EmbargoVault, slug: str, body: str, lift_at: datetime) -> dict:
    return {
        "slug": slug,
        "lift_at": lift_at.astimezone(timezone.utc).isoformat(),
        "sealed": vault.seal({"slug": slug, "body": body}),
    }
