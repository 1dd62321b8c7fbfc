# Flask endpoint that lets combine harvester gateways resume a field run from a server-issued state token.
import base64
import hashlib
import hmac
import os
import pickle
from dataclasses import dataclass, field
from typing import Dict

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
STATE_KEY = os.environ["HARVESTER_STATE_KEY"].encode()


@dataclass
class StateUpload:
    device_id: str
    blob: bytes
    signature: str


@dataclass
class FieldRunState:
    field_id: str
    hectares_done: float = 0.0
    yield_map: Dict[str, float] = field(default_factory=dict)


class StateCodec:
    def __init__(self, key: bytes):
        self.key = key

    def sign(self, data: bytes) -> str:
        return hmac.new(self.key, data, hashlib.sha256).hexdigest()

    def decode(self, upload: StateUpload) -> object:
        if not upload.signature or not hmac.compare_digest(self.sign(upload.blob), upload.signature):
            abort(403)
        return pickle.loads(upload.blob)


class FieldRunService:
    def __init__(self, codec: StateCodec):
        self.codec = codec

    def checkpoint(self, state: FieldRunState) -> Dict[str, str]:
        blob = pickle.dumps(state)
        return {"state": base64.b64encode(blob).decode(), "sig": self.codec.sign(blob)}

    def resume(self, upload: StateUpload) -> FieldRunState:
        state = self.codec.decode(upload)
        if not isinstance(state, FieldRunState):
            abort(400)
        return state


service = FieldRunService(StateCodec(STATE_KEY))


@app.post("/harvesters/<device_id>/resume")
def resume_run(device_id: str):
    body = request.get_json(force=True)
    upload = StateUpload(device_id, base64.b64decode(body.get("state", "")),
                         request.headers.get("X-State-Signature", ""))
    state = service.resume(upload)
    state.hectares_done += float(body.get("hectares_delta", 0))
    return jsonify(field=state.field_id, hectares=state.hectares_done, **service.checkpoint(state))
