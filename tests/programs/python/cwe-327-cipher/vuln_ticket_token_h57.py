# Season ticket barcodes for a sports league: seals ticket data before it is rendered as a QR code.
import base64
import json
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, jsonify, request

app = Flask(__name__)


class TicketSettings:
    key = bytes.fromhex(os.environ["TICKET_KEY_HEX"])


class TicketSealer:
    def __init__(self, key: bytes):
        self.key = key

    def seal(self, data: bytes) -> bytes:
        padder = padding.PKCS7(128).padder()
        padded = padder.update(data) + padder.finalize()
        enc = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return enc.update(padded) + enc.finalize()

    def open(self, blob: bytes) -> bytes:
        dec = Cipher(algorithms.AES(self.key), modes.ECB()).decryptor()
        padded = dec.update(blob) + dec.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return unpadder.update(padded) + unpadder.finalize()


class TicketService:
    def __init__(self, sealer: TicketSealer):
        self.sealer = sealer

    def issue(self, member_id: int, stand: str, seat: str, season: int) -> str:
        body = json.dumps({"m": member_id, "st": stand, "s": seat, "y": season}).encode()
        return base64.urlsafe_b64encode(self.sealer.seal(body)).decode()

    def scan(self, token: str) -> dict:
        return json.loads(self.sealer.open(base64.urlsafe_b64decode(token)))


service = TicketService(TicketSealer(TicketSettings.key))


@app.post("/members/<int:member_id>/season-ticket")
def issue_ticket(member_id: int):
    body = request.get_json(force=True) or {}
    token = service.issue(member_id, str(body["stand"]), str(body["seat"]), int(body["season"]))
    return jsonify(barcode=token)


@app.get("/gates/scan")
def scan_ticket():
    try:
        ticket = service.scan(request.args["token"])
    except (ValueError, KeyError):
        return jsonify(valid=False), 400
    return jsonify(valid=True, ticket=ticket)
