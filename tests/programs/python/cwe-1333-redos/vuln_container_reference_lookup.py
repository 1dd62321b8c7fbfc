# FastAPI endpoint that validates and looks up ocean container references for a freight forwarder.
import json
import os
import re
from dataclasses import asdict, dataclass
from typing import Dict, List, Optional

from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
REFERENCE_RE = re.compile(r"^([A-Z0-9]+-?)+$")


@dataclass
class ContainerRef:
    raw: str
    owner_code: str
    serial: str


@dataclass
class ContainerStatus:
    ref: str
    vessel: Optional[str]
    port: str
    eta: Optional[str]


class ReferenceParser:
    def parse(self, raw: str) -> ContainerRef:
        cleaned = raw.strip().upper()
        if not REFERENCE_RE.match(cleaned):
            raise HTTPException(status_code=422, detail="malformed container reference")
        compact = cleaned.replace("-", "")
        return ContainerRef(cleaned, compact[:4], compact[4:])


class ContainerRepository:
    def __init__(self, snapshot_path: str):
        with open(snapshot_path, encoding="utf-8") as fh:
            self.snapshot: Dict[str, dict] = json.load(fh)

    def status(self, ref: ContainerRef) -> Optional[ContainerStatus]:
        row = self.snapshot.get(ref.owner_code + ref.serial)
        if row is None:
            return None
        return ContainerStatus(ref.raw, row.get("vessel"), row["port"], row.get("eta"))


class TrackingService:
    def __init__(self, parser: ReferenceParser, repo: ContainerRepository):
        self.parser, self.repo = parser, repo

    def lookup_many(self, refs: List[str]) -> List[dict]:
        results = []
        for raw in refs[:50]:
            status = self.repo.status(self.parser.parse(raw))
            results.append(asdict(status) if status else {"ref": raw, "found": False})
        return results


service = TrackingService(ReferenceParser(), ContainerRepository(os.environ["CONTAINER_SNAPSHOT"]))


@app.get("/containers")
def containers(ref: List[str] = Query(...)):
    return {"results": service.lookup_many(ref)}
