# A beacon report ingest program of the h67 set (cwe-611-xxe).
# lighthouse keepers: ingest nightly beacon status reports (XML) sent in by relief keepers from outlying stations
from __future__ import annotations

import io
import xml.sax
from typing import Annotated, Literal

from fastapi import Depends, FastAPI, File, Form, HTTPException, UploadFile
from pydantic import BaseModel, Field, ValidationError
from xml.sax.handler import feature_external_ges, feature_external_pes, feature_namespaces


class BeaconEvent(BaseModel):
    station: Annotated[str, Field(pattern=r"^[A-Z]{2}-\d{3}$")]
    status: Literal["lit", "dimmed", "extinguished", "maintenance"]
    remark: Annotated[str, Field(max_length=2000)] = ""


class IngestSummary(BaseModel):
    keeper: str
    accepted: list[BeaconEvent]
    rejected: int


class BeaconReportHandler(xml.sax.ContentHandler):
    def __init__(self) -> None:
        super().__init__()
        self.events: list[dict[str, str]] = []
        self._current: dict[str, str] | None = None
        self._field: str | None = None

    def startElement(self, name, attrs):
        if name == "event":
            self._current = {"station": attrs.get("station", ""), "status": attrs.get("status", ""), "remark": ""}
        elif name == "remark" and self._current is not None:
            self._field = "remark"

    def characters(self, content):
        if self._current is not None and self._field:
            self._current[self._field] += content

    def endElement(self, name):
        if name == "remark":
            self._field = None
        elif name == "event" and self._current is not None:
            self.events.append(self._current)
            self._current = None


class ReportParser:
    def parse(self, blob: bytes) -> list[dict[str, str]]:
        handler = BeaconReportHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_namespaces, False)
        parser.setFeature(feature_external_ges, True)
        parser.setFeature(feature_external_pes, True)
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(blob))
        return handler.events


def get_parser() -> ReportParser:
    return ReportParser()


app = FastAPI(title="Beacon status ingest")


@app.post("/reports", response_model=IngestSummary)
async def ingest_report(
    keeper: Annotated[str, Form(min_length=2, max_length=40)],
    report: Annotated[UploadFile, File()],
    parser: Annotated[ReportParser, Depends(get_parser)],
) -> IngestSummary:
    blob = await report.read(1_000_000)
    try:
        raw_events = parser.parse(blob)
    except xml.sax.SAXParseException as exc:
        raise HTTPException(status_code=400, detail=f"malformed report: {exc.getMessage()}")

    accepted: list[BeaconEvent] = []
    rejected = 0
    for raw in raw_events:
        try:
            accepted.append(BeaconEvent.model_validate(raw))
        except ValidationError:
            rejected += 1
    return IngestSummary(keeper=keeper, accepted=accepted, rejected=rejected)
