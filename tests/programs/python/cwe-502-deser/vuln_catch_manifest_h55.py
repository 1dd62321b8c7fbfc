# Flask multi-step form for fishing vessel catch declarations; the draft travels between steps in a hidden field.
import base64
import pickle
from dataclasses import dataclass, field
from flask import Flask, abort, render_template, request

app = Flask(__name__)


@dataclass
class CatchManifest:
    vessel_id: str
    port: str
    lines: list = field(default_factory=list)


class DraftTampered(Exception):
    pass


class DraftCodec:
    def dump(self, manifest: CatchManifest) -> str:
        return base64.urlsafe_b64encode(pickle.dumps(manifest)).decode()

    def load(self, token: str) -> CatchManifest:
        blob = base64.urlsafe_b64decode(token.encode())
        return pickle.loads(blob)


class ManifestWizard:
    def __init__(self, codec: DraftCodec):
        self.codec = codec

    def add_line(self, draft: str, species: str, kilograms: float) -> str:
        manifest = self.codec.load(draft)
        manifest.lines.append((species, kilograms))
        return self.codec.dump(manifest)


wizard = ManifestWizard(DraftCodec())


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
