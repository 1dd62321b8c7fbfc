# Flask multi-step form for fishing vessel catch declarations; the draft travels between steps in a hidden field.
import base64
import hashlib
import hmac
import os
import pickle
from dataclasses import dataclass, field
from flask import Flask, abort, render_template, request

app = Flask(__name__)
DRAFT_KEY = os.environ["CATCH_DRAFT_KEY"].encode()


@dataclass
class CatchManifest:
    vessel_id: str
    port: str
    lines: list = field(default_factory=list)


class DraftTampered(Exception):
    pass


class DraftCodec:
    def __init__(self, key: bytes):
        self.key = key

    def _sign(self, blob: bytes) -> str:
        return hmac.new(self.key, blob, hashlib.sha256).hexdigest()

    def dump(self, manifest: CatchManifest) -> str:
        blob = pickle.dumps(manifest)
        return self._sign(blob) + "." + base64.urlsafe_b64encode(blob).decode()

    def load(self, token: str) -> CatchManifest:
        signature, _, encoded = token.partition(".")
        blob = base64.urlsafe_b64decode(encoded.encode())
        if not hmac.compare_digest(signature, self._sign(blob)):
            raise DraftTampered()
        return pickle.loads(blob)


class ManifestWizard:
    def __init__(self, codec: DraftCodec):
        self.codec = codec

    def add_line(self, draft: str, species: str, kilograms: float) -> str:
        manifest = self.codec.load(draft)
        manifest.lines.append((species, kilograms))
        return self.codec.dump(manifest)


wizard = ManifestWizard(DraftCodec(DRAFT_KEY))


@app.post("/declarations")
def start_declaration():
    draft = wizard.codec.dump(CatchManifest(request.form.get("vessel_id", ""), request.form.get("port", "")))
    return render_template("declaration_step.html", draft=draft)


@app.post("/declarations/lines")
def add_catch_line():
    try:
        kilograms = float(request.form["kilograms"])
        draft = wizard.add_line(request.form["draft"], request.form.get("species", ""), kilograms)
    except (KeyError, ValueError, DraftTampered):
        abort(400)
    return render_template("declaration_step.html", draft=draft)
