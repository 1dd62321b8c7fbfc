# A specimen permits program of the h70 set (cwe-091-xml).
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from xml.sax.saxutils import escape

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Specimen declarations")

REGISTRY_URL = "https://submissions.wildlife-permits.gov.uk/api/v2/declarations"
STUDIO_ID = "TX-00417"

DECLARATION = """<?xml version="1.0" encoding="UTF-8"?>
<declaration studio="{studio}">
  <specimen>
    <species>{species}</species>
    <origin>{origin}</origin>
    <acquired>{acquired}</acquired>
    <client>{client}</client>
  </specimen>
  <remarks>{remarks}</remarks>
</declaration>
"""


class DeclarationIn(BaseModel):
    species: str = Field(min_length=2, max_length=120)
    origin: str = Field(max_length=200)
    acquired: date
    client: str = Field(max_length=120)
    remarks: str = Field(default="", max_length=2000)


@dataclass
class Declaration:
    species: str
    origin: str
    acquired: str
    client: str
    remarks: str = ""
    studio: str = field(default=STUDIO_ID)


def render(decl: Declaration) -> str:
    fields = asdict(decl)
    quoted = {k: escape(v) for k, v in fields.items() if k != "remarks"}
    return DECLARATION.format(**{**fields, **quoted})


async def submit(xml_body: str) -> str:
    async with httpx.AsyncClient(timeout=15) as client:
        resp = await client.post(
            REGISTRY_URL,
            content=xml_body.encode("utf-8"),
            headers={"Content-Type": "application/xml"},
        )
    if resp.status_code >= 400:
        raise HTTPException(status_code=502, detail="registry rejected declaration")
    return resp.headers.get("Location", "")


@app.post("/declarations", status_code=201)
async def create_declaration(body: DeclarationIn):
    decl = Declaration(
        species=body.species.strip(),
        origin=body.origin.strip(),
        acquired=body.acquired.isoformat(),
        client=body.client.strip(),
        remarks=body.remarks.strip(),
    )
    location = await submit(render(decl))
    return {"registry_reference": location, "species": decl.species}


@app.post("/declarations/preview")
def preview_declaration(body: DeclarationIn):
    decl = Declaration(**{**body.model_dump(), "acquired": body.acquired.isoformat()})
    return {"xml": render(decl)}
