# A campground availability program of the h62 set (cwe-079-xss).
"""Campsite availability page for the campground reservations desk."""
import os
from datetime import date, timedelta
from functools import lru_cache
from typing import Dict, List
from wsgiref.simple_server import make_server

from jinja2 import DictLoader, Environment
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.response import Response
from pyramid.view import view_config

PAGE = """<!doctype html>
<html><head><title>Availability</title></head><body>
<h1>Open pitches near {{ loop_name }}</h1>
<p>Arriving {{ arrival }} for {{ nights }} night(s).</p>
<ul>
{% for site in sites %}  <li>{{ site.code }} &mdash; {{ site.kind }}, sleeps {{ site.sleeps }}</li>
{% else %}  <li>Nothing free for those dates.</li>
{% endfor %}</ul>
</body></html>
"""

SITES: List[Dict] = [
    {"code": "A01", "loop": "Aspen", "kind": "tent", "sleeps": 4, "booked": {date(2025, 7, 4)}},
    {"code": "A02", "loop": "Aspen", "kind": "tent", "sleeps": 6, "booked": set()},
    {"code": "R11", "loop": "Riverside", "kind": "rv hookup", "sleeps": 6, "booked": set()},
    {"code": "R12", "loop": "Riverside", "kind": "cabin", "sleeps": 5, "booked": {date(2025, 7, 5)}},
]


@lru_cache(maxsize=1)
def templates() -> Environment:
    return Environment(loader=DictLoader({"availability.html": PAGE}), autoescape=True)


def nights_between(arrival: date, nights: int) -> List[date]:
    return [arrival + timedelta(days=i) for i in range(nights)]


def free_sites(loop_name: str, arrival: date, nights: int) -> List[Dict]:
    wanted = set(nights_between(arrival, nights))
    in_loop = (s for s in SITES if loop_name.lower() in s["loop"].lower())
    return [s for s in in_loop if not (s["booked"] & wanted)]


def parse_stay(params) -> Dict:
    try:
        arrival = date.fromisoformat(params.get("arrival", ""))
        nights = int(params.get("nights", "1"))
    except ValueError:
        raise HTTPBadRequest("arrival must be YYYY-MM-DD and nights a number")
    if not 1 <= nights <= 14:
        raise HTTPBadRequest("stays are between 1 and 14 nights")
    return {"loop_name": params.get("loop", "").strip(), "arrival": arrival, "nights": nights}


@view_config(route_name="availability", request_method="GET")
def availability(request) -> Response:
    stay = parse_stay(request.params)
    sites = free_sites(**stay)
    html = templates().get_template("availability.html").render(sites=sites, **stay)
    return Response(html, content_type="text/html", charset="utf-8")


def main() -> object:
    with Configurator() as config:
        config.add_route("availability", "/availability")
        config.scan()
        return config.make_wsgi_app()


if __name__ == "__main__":
    make_server(os.environ.get("BIND_HOST", "127.0.0.1"), int(os.environ.get("PORT", "6543")), main()).serve_forever()
