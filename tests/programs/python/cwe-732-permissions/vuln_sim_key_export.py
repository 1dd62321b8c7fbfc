# Falcon resource that writes a batch of SIM provisioning keys to an export file for a card manufacturer.
import csv
import os
from dataclasses import dataclass
from typing import List

import falcon

from provisioning.vault import KeyVault

EXPORT_DIR = os.environ.get("SIM_EXPORT_DIR", "/var/lib/telco/sim-exports")
FIELDS = ["iccid", "imsi", "ki", "opc"]


@dataclass
class ExportRequest:
    partner: str
    batch_id: int


class ExportWriter:
    def __init__(self, directory: str):
        self.directory = directory
        os.makedirs(directory, mode=0o755, exist_ok=True)

    def write(self, req: ExportRequest, records: List[dict]) -> str:
        path = os.path.join(self.directory, f"{req.partner}-batch-{req.batch_id}.csv")
        with open(path, "w", encoding="ascii", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=FIELDS, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(records)
        os.chmod(path, 0o666)
        return path


class SimExportService:
    def __init__(self, vault: KeyVault, writer: ExportWriter):
        self.vault, self.writer = vault, writer

    def export(self, req: ExportRequest) -> dict:
        records = list(self.vault.batch_keys(req.batch_id, partner=req.partner))
        if not records:
            raise falcon.HTTPNotFound(description="no keys for batch")
        return {"file": os.path.basename(self.writer.write(req, records)), "count": len(records)}


vault = KeyVault.from_env()


class PartnerAuthMiddleware:
    def process_request(self, req: falcon.Request, resp: falcon.Response):
        partner = vault.partner_for_token(req.get_header("X-Partner-Token") or "")
        if partner is None:
            raise falcon.HTTPUnauthorized(title="partner token required")
        req.context.partner = partner


class SimExportResource:
    def __init__(self, service: SimExportService):
        self.service = service

    def on_post(self, req: falcon.Request, resp: falcon.Response, batch_id: int):
        resp.media = self.service.export(ExportRequest(req.context.partner, batch_id))
        resp.status = falcon.HTTP_201


app = falcon.App(middleware=[PartnerAuthMiddleware()])
app.add_route("/sim-batches/{batch_id:int}/export", SimExportResource(SimExportService(vault, ExportWriter(EXPORT_DIR))))
