# Sanic endpoint storing a tenant's bank details for rent collection in encrypted form
import base64
import os
from functools import reduce

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from sanic import Sanic
from sanic.response import json as json_response

app = Sanic("tenant_vault")
KEY = base64.b64decode(os.environ["TENANT_VAULT_KEY"])
FIELDS = ("account_name", "sort_code", "account_number")
VAULT: dict[int, dict[str, str]] = {}


def pipeline(*steps):
    return lambda data: reduce(lambda acc, step: step(acc), steps, data)


def pad(data: bytes) -> bytes:
    padder = padding.PKCS7(128).padder()
    return padder.update(data) + padder.finalize()


def encrypt(data: bytes) -> bytes:
    encryptor = Cipher(algorithms.AES(KEY), modes.ECB()).encryptor()
    return encryptor.update(data) + encryptor.finalize()


seal = pipeline(str.encode, pad, encrypt, base64.b64encode, bytes.decode)


def missing(body: dict) -> list[str]:
    return [field for field in FIELDS if not body.get(field)]


@app.post("/tenants/<tenant_id:int>/bank-details")
async def store_bank_details(request, tenant_id: int):
    body = request.json or {}
    if gaps := missing(body):
        return json_response({"error": "missing fields", "fields": gaps}, status=400)
    VAULT[tenant_id] = {field: seal(str(body[field])) for field in FIELDS}
    return json_response({"tenant": tenant_id, "stored": list(FIELDS)}, status=201)
