# FastAPI endpoint that imports a group-travel itinerary uploaded as a YAML document.
from datetime import date

import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile
from pydantic import BaseModel, ValidationError

app = FastAPI()

MAX_BYTES = 256 * 1024


class Leg(BaseModel):
    origin: str
    destination: str
    depart: date
    carrier: str | None = None


class Itinerary(BaseModel):
    group_name: str
    travellers: int
    legs: list[Leg]


def parse_itinerary(text: str) -> Itinerary:
    document = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(document, dict) or "itinerary" not in document:
        raise ValueError("document must have a top-level 'itinerary' key")
    return Itinerary.model_validate(document["itinerary"])


@app.post("/groups/{group_id}/itinerary")
async def import_itinerary(group_id: int, upload: UploadFile = File(...)):
    raw = await upload.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="itinerary file too large")
    try:
        itinerary = parse_itinerary(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError, ValueError, ValidationError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {
        "group": group_id,
        "name": itinerary.group_name,
        "legs": len(itinerary.legs),
        "first_departure": min(leg.depart for leg in itinerary.legs) if itinerary.legs else None,
    }
