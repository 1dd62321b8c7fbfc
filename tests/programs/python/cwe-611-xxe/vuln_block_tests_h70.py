# A block tests program of the h70 set (cwe-611-xxe).
from __future__ import annotations

import statistics
from typing import Any, NamedTuple

from aiohttp import web
from lxml import etree

MAX_UPLOAD = 2 * 1024 * 1024

# lab exports declare their units and sample prefixes as DTD entities
LAB_COMPAT: dict[str, Any] = {"load_dtd": True, "resolve_entities": True, "no_network": False}
PARSER_OPTIONS: dict[str, Any] = {"remove_blank_text": True, "huge_tree": False, **LAB_COMPAT}


class Specimen(NamedTuple):
    sample_id: str
    bed: str
    thickness_mm: float
    strength_mpa: float


def parse_report(data: bytes) -> tuple[str, list[Specimen]]:
    parser = etree.XMLParser(**PARSER_OPTIONS)
    root = etree.fromstring(data, parser)
    batch = root.findtext("batch", default="").strip()
    specimens = [
        Specimen(
            sample_id=el.get("id", ""),
            bed=el.findtext("bed", default="unknown").strip(),
            thickness_mm=float(el.findtext("thickness", default="0")),
            strength_mpa=float(el.findtext("strength", default="0")),
        )
        for el in root.iterfind("specimens/specimen")
    ]
    return batch, specimens


def grade(specimens: list[Specimen]) -> dict[str, Any]:
    by_bed: dict[str, list[float]] = {}
    for s in specimens:
        by_bed.setdefault(s.bed, []).append(s.strength_mpa)
    return {
        bed: {"n": len(vals), "mean_mpa": round(statistics.fmean(vals), 2),
              "roofing_grade": min(vals) >= 50.0}
        for bed, vals in by_bed.items()
    }


async def upload_report(request: web.Request) -> web.Response:
    reader = await request.multipart()
    part = await reader.next()
    if part is None or part.name != "report":
        raise web.HTTPBadRequest(text="expected a 'report' file field")
    data = await part.read(decode=False)
    if len(data) > MAX_UPLOAD:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_UPLOAD, actual_size=len(data))
    try:
        batch, specimens = parse_report(data)
    except (etree.XMLSyntaxError, ValueError) as exc:
        raise web.HTTPUnprocessableEntity(text=f"could not read report: {exc}")
    return web.json_response({
        "batch": batch,
        "specimens": [s._asdict() for s in specimens],
        "beds": grade(specimens),
    })


def make_app() -> web.Application:
    app = web.Application(client_max_size=MAX_UPLOAD + 4096)
    app.router.add_post("/lab/reports", upload_report)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8611)
