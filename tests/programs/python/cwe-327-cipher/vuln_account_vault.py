# Encrypts bank account numbers before they are stored in the billing database.
import base64
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


class AccountVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("vault key must be 256 bits")
        self._key = key

    @classmethod
    def from_env(cls) -> "AccountVault":
        return cls(base64.b64decode(os.environ["BILLING_VAULT_KEY"]))

    def encrypt(self, account_number: str) -> str:
        padder = padding.PKCS7(128).padder()
        data = padder.update(account_number.encode()) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        blob = encryptor.update(data) + encryptor.finalize()
        return base64.b64encode(blob).decode()

    def decrypt(self, token: str) -> str:
        decryptor = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        data = decryptor.update(base64.b64decode(token)) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode()


def mask(account_number: str) -> str:
    return "*" * (len(account_number) - 4) + account_number[-4:]


def store_account(db, customer_id: int, account_number: str) -> None:
    vault = AccountVault.from_env()
    db.execute(
        "INSERT INTO bank_accounts (customer_id, masked, ciphertext) VALUES (%s, %s, %s)",
        (customer_id, mask(account_number), vault.encrypt(account_number)),
    )
