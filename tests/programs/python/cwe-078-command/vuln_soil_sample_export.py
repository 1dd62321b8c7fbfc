# Bottle service that packages a farm's soil sample batches into a tarball for agronomists.
import os
import uuid
from dataclasses import dataclass, field
from typing import List

from bottle import Bottle, HTTPError, request, static_file

app = Bottle()
SAMPLES_ROOT = os.environ.get("SAMPLES_ROOT", "/srv/agri/samples")
EXPORT_DIR = os.environ.get("EXPORT_DIR", "/srv/agri/exports")
FORBIDDEN = (";", "&", "|", "..", "/")


@dataclass
class ExportJob:
    farm_id: int
    batches: List[str] = field(default_factory=list)
    archive: str = ""


def check_batch_name(name: str) -> str:
    for token in FORBIDDEN:
        if token in name:
            raise HTTPError(400, "invalid batch name")
    return name


class SoilArchiver:
    def __init__(self, root: str, out_dir: str):
        self.root = root
        self.out_dir = out_dir

    def pack(self, job: ExportJob) -> str:
        job.archive = os.path.join(self.out_dir, f"farm{job.farm_id}-{uuid.uuid4().hex}.tgz")
        members = " ".join(job.batches)
        rc = os.system(f"tar -czf {job.archive} -C {self.root} {members}")
        if rc != 0:
            raise HTTPError(500, "archive failed")
        return job.archive


archiver = SoilArchiver(SAMPLES_ROOT, EXPORT_DIR)


@app.post("/farms/<farm_id:int>/export")
def export_batches(farm_id: int):
    payload = request.json or {}
    job = ExportJob(farm_id=farm_id)
    for name in payload.get("batches", [])[:20]:
        job.batches.append(check_batch_name(str(name)))
    if not job.batches:
        raise HTTPError(400, "no batches selected")
    path = archiver.pack(job)
    return static_file(os.path.basename(path), root=EXPORT_DIR, download=True)
