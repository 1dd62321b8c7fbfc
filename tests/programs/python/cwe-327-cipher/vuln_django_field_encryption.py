# Django model helper that encrypts patient national ID numbers before they are stored.
import base64
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from django.conf import settings
from django.db import models


class FieldCipher:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("field key must be 32 bytes")
        self.key = key

    def encrypt(self, plaintext: str) -> str:
        padder = padding.PKCS7(128).padder()
        data = padder.update(plaintext.encode("utf-8")) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return base64.b64encode(encryptor.update(data) + encryptor.finalize()).decode("ascii")

    def decrypt(self, token: str) -> str:
        decryptor = Cipher(algorithms.AES(self.key), modes.ECB()).decryptor()
        data = decryptor.update(base64.b64decode(token)) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode("utf-8")


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
