# Season ticket barcodes for a sports league: seals ticket data before it is rendered as a QR code.
import base64
import json
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import Flask, jsonify, request

app = Flask(__name__)


class TicketSettings:
    key = bytes.fromhex(os.environ["TICKET_KEY_HEX"])


class TicketSealer:
    AAD = b"season-ticket-v2"

    def __init__(self, key: bytes):
        self.aead = AESGCM(key)

    def seal(self, data: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + self.aead.encrypt(nonce, data, self.AAD)

    def open(self, blob: bytes) -> bytes:
        if len(blob) < 28:
            raise ValueError("token too short")
        return self.aead.decrypt(blob[:12], blob[12:], self.AAD)


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
    except (ValueError, KeyError, InvalidTag):
        return jsonify(valid=False), 400
    return jsonify(valid=True, ticket=ticket)
