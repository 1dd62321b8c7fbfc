# A yoga class finder program of the h62 set (cwe-079-xss).
"""Class finder page for the yoga studio front desk."""
from dataclasses import dataclass
from datetime import time
from html import escape
from typing import Callable, Iterable, List

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route


@dataclass(frozen=True)
class YogaClass:
    title: str
    teacher: str
    style: str
    start: time
    room: str


TIMETABLE: List[YogaClass] = [
    YogaClass("Sunrise Flow", "Maya", "vinyasa", time(6, 30), "Lotus"),
    YogaClass("Slow Hips", "Arjun", "yin", time(9, 0), "Cedar"),
    YogaClass("Lunchtime Reset", "Ines", "hatha", time(12, 15), "Lotus"),
    YogaClass("Ashtanga Led Primary", "Tomasz", "ashtanga", time(17, 45), "Cedar"),
    YogaClass("Candlelight Restore", "Maya", "restorative", time(20, 0), "Lotus"),
]


def matches(term: str) -> Callable[[YogaClass], bool]:
    needle = term.casefold()
    return lambda c: not needle or any(needle in f.casefold() for f in (c.title, c.teacher, c.style))


def render_row(c: YogaClass) -> str:
    return (
        f"<tr><td>{c.start:%H:%M}</td><td>{escape(c.title)}</td>"
        f"<td>{escape(c.teacher)}</td><td>{escape(c.style)}</td><td>{escape(c.room)}</td></tr>"
    )


def render_page(term: str, classes: Iterable[YogaClass]) -> str:
    rows = [render_row(c) for c in classes]
    parts = ["<!doctype html><html><head><title>Class finder</title></head><body>"]
    parts.append('<form method="get"><input name="q" placeholder="teacher, style or class"></form>')
    if term:
        parts.append(f"<p>Showing classes for <strong>{term}</strong></p>")
    if rows:
        parts.append("<table><tr><th>Time</th><th>Class</th><th>Teacher</th><th>Style</th><th>Room</th></tr>")
        parts.extend(rows)
        parts.append("</table>")
    else:
        parts.append("<p>No classes today match that search.</p>")
    parts.append("</body></html>")
    return "".join(parts)


async def class_finder(request: Request) -> HTMLResponse:
    term = request.query_params.get("q", "").strip()[:80]
    found = sorted(filter(matches(term), TIMETABLE), key=lambda c: c.start)
    return HTMLResponse(render_page(term, found))


app = Starlette(routes=[Route("/classes", class_finder)])
