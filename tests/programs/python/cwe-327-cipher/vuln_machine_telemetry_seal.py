# Flask ingest endpoint that encrypts factory machine telemetry batches before queueing them for analytics.
import base64
import json
import os
from dataclasses import asdict, dataclass
from typing import List

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class TelemetryReading:
    machine_id: str
    spindle_rpm: float
    temperature_c: float
    vibration_mm_s: float


@dataclass
class SealedBatch:
    line_id: str
    ciphertext: str


class PayloadSealer:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("telemetry key must be 32 bytes")
        self.key = key

    def seal(self, plaintext: bytes) -> bytes:
        padder = padding.PKCS7(128).padder()
        padded = padder.update(plaintext) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return encryptor.update(padded) + encryptor.finalize()


class TelemetryQueue:
    def __init__(self, sealer: PayloadSealer):
        self.sealer = sealer
        self.outbox: List[SealedBatch] = []

    def enqueue(self, line_id: str, readings: List[TelemetryReading]) -> SealedBatch:
        raw = json.dumps([asdict(r) for r in readings]).encode()
        batch = SealedBatch(line_id, base64.b64encode(self.sealer.seal(raw)).decode())
        self.outbox.append(batch)
        return batch


queue = TelemetryQueue(PayloadSealer(base64.b64decode(os.environ["TELEMETRY_KEY_B64"])))


@app.post("/lines/<line_id>/telemetry")
def ingest(line_id: str):
    items = request.get_json(force=True).get("readings", [])
    readings = [TelemetryReading(str(i["machine"]), float(i["rpm"]), float(i["temp"]), float(i["vib"]))
                for i in items]
    batch = queue.enqueue(line_id, readings)
    return jsonify(line=batch.line_id, size=len(batch.ciphertext), queued=len(queue.outbox))
