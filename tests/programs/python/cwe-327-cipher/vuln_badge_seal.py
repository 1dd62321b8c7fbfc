# Helper that seals and opens warehouse door-badge payloads stored on NFC cards.
import base64
import json
import os
import time

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad


class BadgeSealer:
    def __init__(self, key: bytes):
        if len(key) not in (16, 24, 32):
            raise ValueError("badge key must be 128, 192 or 256 bits")
        self.key = key

    def seal(self, worker_id: str, zones: list, ttl: int = 12 * 3600) -> str:
        payload = {"w": worker_id, "z": sorted(zones), "exp": int(time.time()) + ttl}
        raw = json.dumps(payload, separators=(",", ":")).encode()
        cipher = AES.new(self.key, AES.MODE_ECB)
        return base64.urlsafe_b64encode(cipher.encrypt(pad(raw, AES.block_size))).decode()

    def open(self, token: str) -> dict:
        blob = base64.urlsafe_b64decode(token.encode())
        cipher = AES.new(self.key, AES.MODE_ECB)
        payload = json.loads(unpad(cipher.decrypt(blob), AES.block_size))
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
