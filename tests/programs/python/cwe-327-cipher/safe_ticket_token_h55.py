# Codec that encrypts and decrypts the payload embedded in stadium match-ticket barcodes.
import base64
import json
import os
from dataclasses import asdict, dataclass
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

ASSOCIATED_DATA = b"match-ticket-v2"


@dataclass
class TicketPayload:
    fixture_id: int
    section: str
    seat: str
    holder_id: int


class InvalidTicket(Exception):
    pass


class TicketCodec:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("ticket key must be 32 bytes")
        self._aead = AESGCM(key)

    def encode(self, ticket: TicketPayload) -> str:
        nonce = os.urandom(12)
        sealed = self._aead.encrypt(nonce, json.dumps(asdict(ticket)).encode(), ASSOCIATED_DATA)
        return base64.urlsafe_b64encode(nonce + sealed).decode()

    def decode(self, token: str) -> TicketPayload:
        try:
            blob = base64.urlsafe_b64decode(token)
            raw = self._aead.decrypt(blob[:12], blob[12:], ASSOCIATED_DATA)
            return TicketPayload(**json.loads(raw))
        except (InvalidTag, ValueError, TypeError) as exc:
            raise InvalidTicket(str(exc)) from exc


class TicketService:
    def __init__(self, codec: TicketCodec):
        self.codec = codec

    def issue(self, fixture_id: int, section: str, seat: str, holder_id: int) -> str:
        return self.codec.encode(TicketPayload(fixture_id, section, seat, holder_id))

    def scan(self, barcode: str) -> TicketPayload:
        return self.codec.decode(barcode)


service = TicketService(TicketCodec(base64.b64decode(os.environ["TICKET_KEY_B64"])))
