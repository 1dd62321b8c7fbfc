# Storage helper that encrypts embargoed newsroom stories before they are written to the archive bucket.
import base64
import json
import os
from datetime import datetime, timezone

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

NONCE_BYTES = 12


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
        nonce = os.urandom(NONCE_BYTES)
        blob = AESGCM(self._key).encrypt(nonce, plaintext, story["slug"].encode("utf-8"))
        return base64.b64encode(nonce + blob).decode("ascii")

    def open(self, sealed: str, slug: str) -> dict:
        raw = base64.b64decode(sealed)
        nonce, blob = raw[:NONCE_BYTES], raw[NONCE_BYTES:]
        plaintext = AESGCM(self._key).decrypt(nonce, blob, slug.encode("utf-8"))
        return json.loads(plaintext)


def archive_record(vault: EmbargoVault, slug: str, body: str, lift_at: datetime) -> dict:
    return {
        "slug": slug,
        "lift_at": lift_at.astimezone(timezone.utc).isoformat(),
        "sealed": vault.seal({"slug": slug, "body": body}),
    }
