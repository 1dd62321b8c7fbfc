# Flask service that encrypts third-party API keys before storing them for integrations.
import base64
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, jsonify, request

app = Flask(__name__)
VAULT = {}


class CredentialBox:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("VAULT_KEY must be 32 bytes")
        self.key = key

    def seal(self, plaintext: str) -> str:
        padder = padding.PKCS7(algorithms.AES.block_size).padder()
        data = padder.update(plaintext.encode("utf-8")) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return base64.b64encode(encryptor.update(data) + encryptor.finalize()).decode("ascii")


box = CredentialBox(base64.b64decode(os.environ["VAULT_KEY"]))


@app.put("/integrations/<name>/credentials")
def store_credentials(name):
    api_key = str(request.get_json(force=True).get("api_key", ""))
    if not api_key:
        return jsonify(error="api_key required"), 400
    VAULT[name] = box.seal(api_key)
    return jsonify(stored=name), 201
