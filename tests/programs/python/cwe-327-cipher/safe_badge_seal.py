# Helper that seals and opens warehouse door-badge payloads stored on NFC cards.
import base64
import json
import os
import time

from Crypto.Cipher import AES

NONCE_LEN = 12
TAG_LEN = 16


class BadgeSealer:
    def __init__(self, key: bytes):
        if len(key) not in (16, 24, 32):
            raise ValueError("badge key must be 128, 192 or 256 bits")
        self.key = key

    def seal(self, worker_id: str, zones: list, ttl: int = 12 * 3600) -> str:
        payload = {"w": worker_id, "z": sorted(zones), "exp": int(time.time()) + ttl}
        raw = json.dumps(payload, separators=(",", ":")).encode()
        cipher = AES.new(self.key, AES.MODE_GCM, nonce=os.urandom(NONCE_LEN))
        ciphertext, tag = cipher.encrypt_and_digest(raw)
        return base64.urlsafe_b64encode(cipher.nonce + tag + ciphertext).decode()

    def open(self, token: str) -> dict:
        blob = base64.urlsafe_b64decode(token.encode())
        nonce, tag, ciphertext = blob[:NONCE_LEN], blob[NONCE_LEN:NONCE_LEN + TAG_LEN], blob[NONCE_LEN + TAG_LEN:]
        cipher = AES.new(self.key, AES.MODE_GCM, nonce=nonce)
        payload = json.loads(cipher.decrypt_and_verify(ciphertext, tag))
        if payload["exp"] < time.time():
            raise PermissionError("badge expired")
        return payload


def sealer_from_env() -> BadgeSealer:
    return BadgeSealer(bytes.fromhex(os.environ["BADGE_KEY_HEX"]))


def may_enter(token: str, zone: str) -> bool:
    try:
        payload = sealer_from_env().open(token)
    except (ValueError, KeyError, PermissionError):
        return False
    return zone in payload["z"]
