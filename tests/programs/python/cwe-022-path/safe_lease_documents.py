# Flask endpoint that lets a tenant download signed lease documents from their property folder.
import os
from dataclasses import dataclass

from flask import Flask, abort, g, request, send_file

app = Flask(__name__)
app.config["LEASE_ROOT"] = os.environ.get("LEASE_ROOT", "/srv/realestate/leases")


@dataclass
class DocumentRef:
    property_id: int
    tenant_id: int
    filename: str


class LeaseStore:
    def __init__(self, root: str):
        self.root = root

    def tenant_dir(self, ref: DocumentRef) -> str:
        return os.path.join(self.root, str(ref.property_id), str(ref.tenant_id))

    def resolve(self, ref: DocumentRef) -> str:
        base = os.path.realpath(self.tenant_dir(ref))
        candidate = os.path.realpath(os.path.join(base, ref.filename))
        if os.path.commonpath([base, candidate]) != base:
            abort(403)
        return candidate


class LeaseService:
    def __init__(self, store: LeaseStore):
        self.store = store

    def open_document(self, ref: DocumentRef) -> str:
        path = self.store.resolve(ref)
        if not os.path.isfile(path):
            abort(404)
        return path


@app.before_request
def load_tenant():
    tenant = request.headers.get("X-Tenant-Id", "")
    g.tenant_id = int(tenant) if tenant.isdigit() else None


@app.get("/properties/<int:property_id>/lease")
def download_lease(property_id: int):
    if g.tenant_id is None:
        abort(401)
    ref = DocumentRef(property_id, g.tenant_id, request.args.get("file", "lease.pdf"))
    service = LeaseService(LeaseStore(app.config["LEASE_ROOT"]))
    return send_file(service.open_document(ref), as_attachment=True)
