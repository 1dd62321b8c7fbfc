# Codec that encrypts and decrypts the payload embedded in stadium match-ticket barcodes.
import base64
import json
import os
from dataclasses import asdict, dataclass
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


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
        self._key = key

    def _cipher(self) -> Cipher:
        return Cipher(algorithms.AES(self._key), modes.ECB())

    def encode(self, ticket: TicketPayload) -> str:
        padder = padding.PKCS7(128).padder()
        data = padder.update(json.dumps(asdict(ticket)).encode()) + padder.finalize()
        enc = self._cipher().encryptor()
        return base64.urlsafe_b64encode(enc.update(data) + enc.finalize()).decode()

    def decode(self, token: str) -> TicketPayload:
        try:
            dec = self._cipher().decryptor()
            raw = dec.update(base64.urlsafe_b64decode(token)) + dec.finalize()
            unpadder = padding.PKCS7(128).unpadder()
            return TicketPayload(**json.loads(unpadder.update(raw) + unpadder.finalize()))
        except (ValueError, TypeError) as exc:
            raise InvalidTicket(str(exc)) from exc


class TicketService:
    def __init__(self, codec: TicketCodec):
        self.codec = codec

    def issue(self, fixture_id: int, section: str, seat: str, holder_id: int) -> str:
        return self.codec.encode(TicketPayload(fixture_id, section, seat, holder_id))

    def scan(self, barcode: str) -> TicketPayload:
        return self.codec.decode(barcode)


service = TicketService(TicketCodec(base64.b64decode(os.environ["TICKET_KEY_B64"])))
