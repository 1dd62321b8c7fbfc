# A dealer spec import program of the h68 set (cwe-611-xxe).
# sauna builders: import dealer cabin specifications exported from their CAD tool as XML
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Iterator

from lxml import etree
from quart import Quart, abort, jsonify, request

app = Quart(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024

SPEC_PARSER = etree.XMLParser(
    load_dtd=False,
    resolve_entities=False,
    no_network=True,
    remove_blank_text=True,
)
WOODS = {"spruce", "aspen", "alder", "thermo-aspen", "red-cedar", "hemlock"}


@dataclass(slots=True, kw_only=True)
class Bench:
    level: int
    length_mm: int
    depth_mm: int


@dataclass(slots=True, kw_only=True)
class CabinSpec:
    dealer: str
    model: str
    wood: str
    width_mm: int
    depth_mm: int
    height_mm: int
    benches: list[Bench] = field(default_factory=list)
    notes: str = ""

    @property
    def volume_m3(self) -> Decimal:
        return (Decimal(self.width_mm) * self.depth_mm * self.height_mm / Decimal(10**9)).quantize(Decimal("0.01"))


def _benches(root: etree._Element) -> Iterator[Bench]:
    for i, el in enumerate(root.iterfind("benches/bench"), start=1):
        match el.attrib:
            case {"length": length, "depth": depth, **rest}:
                yield Bench(level=int(rest.get("level", i)), length_mm=int(length), depth_mm=int(depth))
            case _:
                abort(422, f"bench {i} lacks length or depth")


def _parse(raw: bytes) -> CabinSpec:
    try:
        root = etree.fromstring(raw, parser=SPEC_PARSER)
    except etree.XMLSyntaxError as exc:
        abort(400, f"spec is not well-formed XML: {exc.msg}")

    if root.tag != "cabin":
        abort(422, "root element must be <cabin>")
    dims = root.find("dimensions")
    if dims is None or not {"width", "depth", "height"} <= dims.attrib.keys():
        abort(422, "dimensions missing")
    if (wood := root.findtext("wood", "").strip().lower()) not in WOODS:
        abort(422, f"we don't build in {wood or 'unspecified wood'}")

    return CabinSpec(
        dealer=root.get("dealer", "unknown"),
        model=root.findtext("model", "custom").strip(),
        wood=wood,
        width_mm=int(dims.get("width")),
        depth_mm=int(dims.get("depth")),
        height_mm=int(dims.get("height")),
        benches=list(_benches(root)),
        notes=(root.findtext("notes") or "").strip(),
    )


@app.post("/dealer/specs")
async def import_spec():
    spec = _parse(await request.get_data())
    if spec.height_mm > 2300:
        abort(422, "ceiling above 2300 mm needs an engineering review")
    return jsonify(asdict(spec) | {"volume_m3": str(spec.volume_m3)}), 201


if __name__ == "__main__":
    app.run(port=5055)
