# Helper that encrypts student transcript exports before they are sent to partner universities.
import base64
import json
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY_ENV = "TRANSCRIPT_EXPORT_KEY"
ASSOCIATED_DATA = b"transcript-export-v2"


def export_key() -> bytes:
    key = bytes.fromhex(os.environ[KEY_ENV])
    if len(key) != 32:
        raise RuntimeError(f"{KEY_ENV} must be 32 bytes of hex")
    return key


def _transcript_payload(student: dict, grades: list[dict]) -> bytes:
    record = {
        "student_id": student["id"],
        "name": student["full_name"],
        "programme": student["programme"],
        "grades": [{"course": g["course_code"], "grade": g["grade"], "credits": g["credits"]} for g in grades],
    }
    return json.dumps(record, sort_keys=True).encode("utf-8")


def encrypt_transcript(student: dict, grades: list[dict]) -> str:
    nonce = os.urandom(12)
    sealed = AESGCM(export_key()).encrypt(nonce, _transcript_payload(student, grades), ASSOCIATED_DATA)
    return base64.b64encode(nonce + sealed).decode("ascii")


def decrypt_transcript(token: str) -> dict:
    raw = base64.b64decode(token)
    nonce, sealed = raw[:12], raw[12:]
    plaintext = AESGCM(export_key()).decrypt(nonce, sealed, ASSOCIATED_DATA)
    return json.loads(plaintext)
