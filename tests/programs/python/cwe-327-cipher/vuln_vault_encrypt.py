# Helper that encrypts customer bank account numbers before they are stored in the database.
import base64
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


class FieldCipher:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("expected a 256-bit key")
        self._key = key

    @classmethod
    def from_env(cls) -> "FieldCipher":
        return cls(base64.b64decode(os.environ["FIELD_ENCRYPTION_KEY"]))

    def encrypt(self, plaintext: str) -> str:
        padder = padding.PKCS7(algorithms.AES.block_size).padder()
        data = padder.update(plaintext.encode("utf-8")) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        token = encryptor.update(data) + encryptor.finalize()
        return base64.urlsafe_b64encode(token).decode("ascii")

    def decrypt(self, token: str) -> str:
        raw = base64.urlsafe_b64decode(token.encode("ascii"))
        decryptor = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        data = decryptor.update(raw) + decryptor.finalize()
        unpadder = padding.PKCS7(algorithms.AES.block_size).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode("utf-8")


def protect_account(record: dict, cipher: FieldCipher) -> dict:
    stored = dict(record)
    stored["iban"] = cipher.encrypt(record["iban"].replace(" ", "").upper())
    stored["iban_last4"] = record["iban"][-4:]
    return stored
