# Encrypts bank account numbers before they are stored in the billing database.
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

NONCE_BYTES = 12


class AccountVault:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("vault key must be 256 bits")
        self._aead = AESGCM(key)

    @classmethod
    def from_env(cls) -> "AccountVault":
        return cls(base64.b64decode(os.environ["BILLING_VAULT_KEY"]))

    def encrypt(self, account_number: str, customer_id: int) -> str:
        nonce = os.urandom(NONCE_BYTES)
        aad = str(customer_id).encode()
        blob = nonce + self._aead.encrypt(nonce, account_number.encode(), aad)
        return base64.b64encode(blob).decode()

    def decrypt(self, token: str, customer_id: int) -> str:
        blob = base64.b64decode(token)
        nonce, ciphertext = blob[:NONCE_BYTES], blob[NONCE_BYTES:]
        aad = str(customer_id).encode()
        return self._aead.decrypt(nonce, ciphertext, aad).decode()


def mask(account_number: str) -> str:
    return "*" * (len(account_number) - 4) + account_number[-4:]


def store_account(db, customer_id: int, account_number: str) -> None:
    vault = AccountVault.from_env()
    db.execute(
        "INSERT INTO bank_accounts (customer_id, masked, ciphertext) VALUES (%s, %s, %s)",
        (customer_id, mask(account_number), vault.encrypt(account_number, customer_id)),
    )
