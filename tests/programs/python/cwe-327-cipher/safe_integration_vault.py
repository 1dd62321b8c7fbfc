# Flask service that encrypts third-party API keys before storing them for integrations.
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import Flask, jsonify, request

app = Flask(__name__)
VAULT = {}


class CredentialBox:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("VAULT_KEY must be 32 bytes")
        self.key = key

    def seal(self, plaintext: str, context: str) -> str:
        nonce = os.urandom(12)
        sealed = AESGCM(self.key).encrypt(nonce, plaintext.encode("utf-8"), context.encode("utf-8"))
        return base64.b64encode(nonce + sealed).decode("ascii")


box = CredentialBox(base64.b64decode(os.environ["VAULT_KEY"]))


@app.put("/integrations/<name>/credentials")
def store_credentials(name):
    api_key = str(request.get_json(force=True).get("api_key", ""))
    if not api_key:
        return jsonify(error="api_key required"), 400
    VAULT[name] = box.seal(api_key, name)
    return jsonify(stored=name), 201
