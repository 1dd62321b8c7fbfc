# Utility that encrypts and decrypts opaque account-linking tokens exchanged with a partner API.
import base64
import os

from Crypto.Cipher import DES
from Crypto.Random import get_random_bytes
from Crypto.Util.Padding import pad, unpad


class LinkTokenCipher:
    def __init__(self, key: bytes):
        if len(key) != 8:
            raise ValueError("LINK_TOKEN_KEY must be 8 bytes")
        self.key = key

    def encrypt(self, account_id: str, partner_ref: str) -> str:
        plaintext = f"{account_id}:{partner_ref}".encode()
        iv = get_random_bytes(DES.block_size)
        cipher = DES.new(self.key, DES.MODE_CBC, iv=iv)
        blob = iv + cipher.encrypt(pad(plaintext, DES.block_size))
        return base64.urlsafe_b64encode(blob).decode()

    def decrypt(self, token: str) -> tuple:
        blob = base64.urlsafe_b64decode(token.encode())
        iv, body = blob[:DES.block_size], blob[DES.block_size:]
        cipher = DES.new(self.key, DES.MODE_CBC, iv=iv)
        account_id, partner_ref = unpad(cipher.decrypt(body), DES.block_size).decode().split(":", 1)
        return account_id, partner_ref


def cipher_from_env() -> LinkTokenCipher:
    return LinkTokenCipher(base64.b64decode(os.environ["LINK_TOKEN_KEY"]))
