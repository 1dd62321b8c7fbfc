# A tattoo flash tags program of the h62 set (cwe-1333-redos).
"""Flash-sheet tagging for the tattoo studio's design library."""
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Dict, List, Set, Tuple

from sanic import Sanic, json
from sanic.exceptions import BadRequest, NotFound
from sanic.request import Request

app = Sanic("FlashSheets")

# tags like "traditional", "fine line", "black-and-grey"
TAG_SHAPE = re.compile(r"^([a-z0-9]+[- ]?)+$")
MAX_TAGS = 12


@dataclass
class FlashDesign:
    design_id: str
    artist: str
    tags: Set[str] = field(default_factory=set)


DESIGNS: Dict[str, FlashDesign] = {
    "sw-014": FlashDesign("sw-014", "Rosa", {"traditional", "swallow"}),
    "dg-202": FlashDesign("dg-202", "Kenji", {"japanese", "dragon", "black-and-grey"}),
}
TAG_INDEX: Dict[str, Set[str]] = defaultdict(set)


def check_tags(raw: List[str]) -> Tuple[List[str], List[str]]:
    cleaned = [str(t).strip().lower() for t in raw][:MAX_TAGS]
    good = [t for t in cleaned if TAG_SHAPE.match(t)]
    bad = [t for t in cleaned if t not in good]
    return good, bad


def reindex(design: FlashDesign) -> None:
    for tag in design.tags:
        TAG_INDEX[tag].add(design.design_id)


@app.post("/designs/<design_id>/tags")
async def add_tags(request: Request, design_id: str):
    design = DESIGNS.get(design_id)
    if design is None:
        raise NotFound("no such flash design")
    payload = request.json or {}
    if not isinstance(payload.get("tags"), list):
        raise BadRequest("tags must be a list")
    good, bad = check_tags(payload["tags"])
    design.tags.update(good)
    reindex(design)
    return json({"design": design_id, "tags": sorted(design.tags), "rejected": bad})


@app.get("/tags/<tag>")
async def designs_for_tag(request: Request, tag: str):
    ids = sorted(TAG_INDEX.get(tag.lower(), set()))
    return json({"tag": tag, "designs": [{"id": i, "artist": DESIGNS[i].artist} for i in ids]})


for d in DESIGNS.values():
    reindex(d)
