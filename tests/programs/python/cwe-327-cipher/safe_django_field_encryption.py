# Django model helper that encrypts patient national ID numbers before they are stored.
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from django.conf import settings
from django.db import models

NONCE_SIZE = 12
ASSOCIATED_DATA = b"patient.national_id"


class FieldCipher:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("field key must be 32 bytes")
        self.key = key

    def encrypt(self, plaintext: str) -> str:
        nonce = os.urandom(NONCE_SIZE)
        sealed = AESGCM(self.key).encrypt(nonce, plaintext.encode("utf-8"), ASSOCIATED_DATA)
        return base64.b64encode(nonce + sealed).decode("ascii")

    def decrypt(self, token: str) -> str:
        raw = base64.b64decode(token)
        nonce, sealed = raw[:NONCE_SIZE], raw[NONCE_SIZE:]
        return AESGCM(self.key).decrypt(nonce, sealed, ASSOCIATED_DATA).decode("utf-8")


def get_cipher() -> FieldCipher:
    return FieldCipher(base64.b64decode(settings.FIELD_ENCRYPTION_KEY))


class Patient(models.Model):
    full_name = models.CharField(max_length=200)
    national_id_enc = models.TextField()

    def set_national_id(self, value: str) -> None:
        self.national_id_enc = get_cipher().encrypt(value.strip())

    def get_national_id(self) -> str:
        return get_cipher().decrypt(self.national_id_enc)


def rotate_placeholder_ids(count: int) -> list:
    return [get_cipher().encrypt(os.urandom(6).hex()) for _ in range(count)]
