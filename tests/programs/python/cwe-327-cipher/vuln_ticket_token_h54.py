# Helpers that encrypt and decrypt the fare payload embedded in public transit ticket QR codes.
import base64
import json
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

KEY = bytes.fromhex(os.environ["TICKET_KEY_HEX"])


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _cipher() -> Cipher:
    return Cipher(algorithms.AES(KEY), modes.ECB())


def seal_ticket(ticket: dict) -> str:
    padder = padding.PKCS7(128).padder()
    data = padder.update(json.dumps(ticket, sort_keys=True).encode()) + padder.finalize()
    enc = _cipher().encryptor()
    return _b64(enc.update(data) + enc.finalize())


def open_ticket(token: str) -> dict:
    dec = _cipher().decryptor()
    data = dec.update(_unb64(token)) + dec.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    return json.loads(unpadder.update(data) + unpadder.finalize())


def issue_batch(riders, zone_of):
    return {
        r["id"]: seal_ticket({"rider": r["id"], "zone": zone_of(r), "fare": r["fare"], "valid_until": r["until"]})
        for r in riders
    }
