# A vineyard must analysis program of the h62 set (cwe-611-xxe).
"""Accepts must-analysis reports that the contract wine lab posts after each pick.

Example body:
    <analysis block="B07" varietal="Pinot Noir" sampled="2025-09-18">
      <measure name="brix">23.4</measure>
      <measure name="ph">3.41</measure>
      <measure name="ta">6.2</measure>
      <note>Seeds browning, skins thin on the west rows.</note>
    </analysis>
"""
from dataclasses import asdict, dataclass
from typing import Dict

from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

MAX_BODY = 256 * 1024
PICK_WINDOW = {"brix": (21.0, 26.5), "ph": (3.2, 3.7), "ta": (5.0, 8.0)}


@dataclass(frozen=True)
class MustAnalysis:
    block: str
    varietal: str
    sampled: str
    measures: Dict[str, float]
    note: str


def lab_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse_report(body: bytes) -> MustAnalysis:
    root = etree.fromstring(body, parser=lab_parser())
    measures = {m.get("name", "").lower(): float(m.text or "nan") for m in root.iterfind("measure")}
    return MustAnalysis(
        block=root.get("block", ""),
        varietal=root.get("varietal", ""),
        sampled=root.get("sampled", ""),
        measures=measures,
        note=(root.findtext("note") or "").strip(),
    )


def ready_to_pick(analysis: MustAnalysis) -> bool:
    within = lambda key: PICK_WINDOW[key][0] <= analysis.measures.get(key, float("nan")) <= PICK_WINDOW[key][1]
    return all(map(within, PICK_WINDOW))


async def receive_analysis(request: Request) -> JSONResponse:
    body = await request.body()
    if len(body) > MAX_BODY:
        return JSONResponse({"error": "report too large"}, status_code=413)
    try:
        analysis = parse_report(body)
    except (etree.XMLSyntaxError, ValueError) as exc:
        return JSONResponse({"error": f"unreadable report: {exc}"}, status_code=400)
    return JSONResponse({**asdict(analysis), "ready_to_pick": ready_to_pick(analysis)})


app = Starlette(routes=[Route("/lab/analysis", receive_analysis, methods=["POST"])])
