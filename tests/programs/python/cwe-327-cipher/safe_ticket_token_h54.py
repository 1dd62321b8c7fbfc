# Helpers that encrypt and decrypt the fare payload embedded in public transit ticket QR codes.
import base64
import json
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = bytes.fromhex(os.environ["TICKET_KEY_HEX"])
AAD = b"transit-ticket-v2"
NONCE_LEN = 12


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _cipher() -> AESGCM:
    return AESGCM(KEY)


def seal_ticket(ticket: dict) -> str:
    nonce = os.urandom(NONCE_LEN)
    sealed = _cipher().encrypt(nonce, json.dumps(ticket, sort_keys=True).encode(), AAD)
    return _b64(nonce + sealed)


def open_ticket(token: str) -> dict:
    blob = _unb64(token)
    data = _cipher().decrypt(blob[:NONCE_LEN], blob[NONCE_LEN:], AAD)
    return json.loads(data)


def issue_batch(riders, zone_of):
    return {
        r["id"]: seal_ticket({"rider": r["id"], "zone": zone_of(r), "fare": r["fare"], "valid_until": r["until"]})
        for r in riders
    }
