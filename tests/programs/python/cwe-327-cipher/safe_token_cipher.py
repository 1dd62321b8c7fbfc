# Utility that encrypts and decrypts opaque account-linking tokens exchanged with a partner API.
import base64
import os

from Crypto.Cipher import AES
from Crypto.Random import get_random_bytes

NONCE_LEN = 12
TAG_LEN = 16


class LinkTokenCipher:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("LINK_TOKEN_KEY must be 32 bytes")
        self.key = key

    def encrypt(self, account_id: str, partner_ref: str) -> str:
        plaintext = f"{account_id}:{partner_ref}".encode()
        nonce = get_random_bytes(NONCE_LEN)
        cipher = AES.new(self.key, AES.MODE_GCM, nonce=nonce)
        body, tag = cipher.encrypt_and_digest(plaintext)
        return base64.urlsafe_b64encode(nonce + tag + body).decode()

    def decrypt(self, token: str) -> tuple:
        blob = base64.urlsafe_b64decode(token.encode())
        nonce, tag, body = blob[:NONCE_LEN], blob[NONCE_LEN:NONCE_LEN + TAG_LEN], blob[NONCE_LEN + TAG_LEN:]
        cipher = AES.new(self.key, AES.MODE_GCM, nonce=nonce)
        account_id, partner_ref = cipher.decrypt_and_verify(body, tag).decode().split(":", 1)
        return account_id, partner_ref


def cipher_from_env() -> LinkTokenCipher:
    return LinkTokenCipher(base64.b64decode(os.environ["LINK_TOKEN_KEY"]))
