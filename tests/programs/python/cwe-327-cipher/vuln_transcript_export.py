# Helper that encrypts student transcript exports before they are sent to partner universities.
import base64
import json
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

KEY_ENV = "TRANSCRIPT_EXPORT_KEY"


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
    padder = padding.PKCS7(algorithms.AES.block_size).padder()
    padded = padder.update(_transcript_payload(student, grades)) + padder.finalize()
    encryptor = Cipher(algorithms.AES(export_key()), modes.ECB()).encryptor()
    blob = encryptor.update(padded) + encryptor.finalize()
    return base64.b64encode(blob).decode("ascii")


def decrypt_transcript(token: str) -> dict:
    decryptor = Cipher(algorithms.AES(export_key()), modes.ECB()).decryptor()
    padded = decryptor.update(base64.b64decode(token)) + decryptor.finalize()
    unpadder = padding.PKCS7(algorithms.AES.block_size).unpadder()
    return json.loads(unpadder.update(padded) + unpadder.finalize())
