# A planking schedule import program of the h64 set (cwe-502-deser).
"""Planking schedule import for the boatyard's hull register (aiohttp).

The lofting workstation exports a planking schedule: one record per strake
with the timber, length and thickness. The shipwrights upload that export
here so the timber store can see what to pull for each hull.
"""
import json
import os
from collections import defaultdict

from aiohttp import web

MAX_UPLOAD = 2 * 1024 * 1024
TIMBERS = {"larch", "oak", "iroko", "douglas fir", "elm", "mahogany"}
YARDS = {"north-slip", "south-slip", "shed-3"}


def check_strakes(records):
    errors = []
    for i, rec in enumerate(records):
        if not isinstance(rec, dict):
            errors.append(f"record {i} is not a mapping")
            continue
        if rec.get("timber") not in TIMBERS:
            errors.append(f"strake {rec.get('strake')}: unknown timber")
        if not 0.5 <= float(rec.get("length_m", 0)) <= 24:
            errors.append(f"strake {rec.get('strake')}: length out of range")
        if not 10 <= int(rec.get("thickness_mm", 0)) <= 90:
            errors.append(f"strake {rec.get('strake')}: thickness out of range")
    return errors


def load_schedule(blob):
    doc = json.loads(blob.decode("utf-8"))
    if not isinstance(doc, dict) or not isinstance(doc.get("strakes"), list):
        raise ValueError("export has no strake list")
    return doc


async def import_schedule(request: web.Request) -> web.Response:
    yard = request.match_info["yard"]
    if yard not in YARDS:
        raise web.HTTPNotFound(text="unknown yard")

    reader = await request.multipart()
    field = await reader.next()
    if field is None or field.name != "schedule":
        raise web.HTTPBadRequest(text="expected a 'schedule' file field")
    blob = await field.read()
    if len(blob) > MAX_UPLOAD:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_UPLOAD, actual_size=len(blob))

    try:
        doc = load_schedule(blob)
    except Exception as exc:
        raise web.HTTPBadRequest(text=f"could not read export: {type(exc).__name__}")

    strakes = doc["strakes"]
    errors = check_strakes(strakes)
    if errors:
        return web.json_response({"errors": errors[:30]}, status=422)

    timber_pull = defaultdict(lambda: {"boards": 0, "metres": 0.0})
    for rec in sorted(strakes, key=lambda r: int(r.get("strake", 0))):
        key = f"{rec['timber']} {int(rec['thickness_mm'])}mm"
        timber_pull[key]["boards"] += 2  # port and starboard
        timber_pull[key]["metres"] += 2 * float(rec["length_m"])

    return web.json_response(
        {
            "yard": yard,
            "hull": str(doc.get("hull", "unnamed"))[:60],
            "strakes": len(strakes),
            "timber_pull": {k: {**v, "metres": round(v["metres"], 2)} for k, v in timber_pull.items()},
        }
    )


def make_app():
    app = web.Application(client_max_size=MAX_UPLOAD + 64 * 1024)
    app.router.add_post("/yards/{yard}/hulls/import", import_schedule)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="127.0.0.1", port=int(os.environ.get("PORT", "8092")))
