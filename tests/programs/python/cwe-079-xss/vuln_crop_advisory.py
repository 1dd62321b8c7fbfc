# aiohttp handler that renders a crop advisory bulletin page with an agronomist's field note.
import os
from dataclasses import dataclass, field
from typing import List

from aiohttp import web
from jinja2 import DictLoader, Environment, select_autoescape
from markupsafe import Markup

TEMPLATES = {
    "advisory.html": (
        "<html><body><h1>{{ a.crop }} advisory for {{ a.region }}</h1>"
        "<ul>{% for w in a.warnings %}<li>{{ w }}</li>{% endfor %}</ul>"
        "<section class='note'>{{ a.note }}</section></body></html>"
    )
}
env = Environment(loader=DictLoader(TEMPLATES), autoescape=select_autoescape(["html"]))
REGIONS = {"north": "Northern Plains", "delta": "River Delta", "high": "Highlands"}


@dataclass
class Advisory:
    crop: str
    region: str
    note: str
    warnings: List[str] = field(default_factory=list)


class AdvisoryBuilder:
    def __init__(self, frost_threshold: float):
        self.frost_threshold = frost_threshold

    def build(self, crop: str, region: str, note: str, min_temp: float) -> Advisory:
        adv = Advisory(crop=crop.title(), region=REGIONS.get(region, "All regions"), note=Markup(note))
        if min_temp <= self.frost_threshold:
            adv.warnings.append(f"Frost risk: forecast low {min_temp:.1f} C")
        return adv


builder = AdvisoryBuilder(float(os.environ.get("FROST_THRESHOLD", "1.5")))


async def advisory_page(request: web.Request) -> web.Response:
    q = request.query
    try:
        min_temp = float(q.get("min_temp", "10"))
    except ValueError:
        raise web.HTTPBadRequest(text="min_temp must be numeric")
    adv = builder.build(q.get("crop", "wheat"), q.get("region", ""), q.get("note", ""), min_temp)
    html = env.get_template("advisory.html").render(a=adv)
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_get("/advisories", advisory_page)
