# FastAPI service that pulls finished lab panels from a reference laboratory API using client certificates.
import os
import ssl
from dataclasses import asdict, dataclass, field
from typing import List

import httpx
from fastapi import FastAPI, HTTPException


def _env(name: str, default: str):
    return field(default_factory=lambda: os.environ.get(name, default))


@dataclass
class LabApiConfig:
    base_url: str = _env("LAB_API_URL", "https://results.northlab.example/api/v3")
    client_cert: str = _env("LAB_CLIENT_CERT", "/etc/clinic/tls/lab-client.pem")
    client_key: str = _env("LAB_CLIENT_KEY", "/etc/clinic/tls/lab-client.key")
    ca_file: str = _env("LAB_CA_FILE", "/etc/clinic/tls/northlab-ca.pem")
    timeout: float = 10.0


def build_tls_context(cfg: LabApiConfig) -> ssl.SSLContext:
    ctx = ssl.create_default_context(cafile=cfg.ca_file)
    ctx.load_cert_chain(cfg.client_cert, cfg.client_key)
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


@dataclass
class LabPanel:
    accession: str
    patient_mrn: str
    loinc: str
    status: str


class LabResultsClient:
    def __init__(self, cfg: LabApiConfig):
        self.cfg = cfg
        self._client = httpx.AsyncClient(base_url=cfg.base_url, verify=build_tls_context(cfg), timeout=cfg.timeout)

    async def finished_panels(self, mrn: str) -> List[LabPanel]:
        resp = await self._client.get("/panels", params={"mrn": mrn, "status": "final"})
        resp.raise_for_status()
        return [LabPanel(p["accession"], p["mrn"], p["loinc"], p["status"]) for p in resp.json()["items"]]

    async def aclose(self) -> None:
        await self._client.aclose()


app = FastAPI()
lab_client = LabResultsClient(LabApiConfig())


@app.on_event("shutdown")
async def close_client():
    await lab_client.aclose()


@app.get("/patients/{mrn}/labs")
async def patient_labs(mrn: str):
    if not mrn.isalnum():
        raise HTTPException(status_code=400, detail="invalid MRN")
    panels = await lab_client.finished_panels(mrn)
    return {"mrn": mrn, "panels": [asdict(p) for p in panels]}
