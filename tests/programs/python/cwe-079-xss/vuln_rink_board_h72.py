# A rink board program of the h72 set (cwe-079-xss).
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, time
from functools import singledispatch

from flask import Flask, redirect, request, url_for
from markupsafe import Markup, escape

app = Flask(__name__)


@dataclass(frozen=True)
class SkateSession:
    title: str
    starts: time
    ends: time
    dj: str


@dataclass(frozen=True)
class Notice:
    headline: str
    body: str
    posted_by: str
    urgent: bool = False


@dataclass
class Board:
    rink: str
    items: list[object] = field(default_factory=list)


@singledispatch
def render(item: object) -> Markup:
    return Markup("<li>{}</li>").format(str(item))


@render.register
def _(item: SkateSession) -> Markup:
    return Markup('<li class="session"><b>{}</b> {}&ndash;{} &middot; DJ {}</li>').format(
        item.title,
        item.starts.strftime("%H:%M"),
        item.ends.strftime("%H:%M"),
        item.dj,
    )


@render.register
def _(item: Notice) -> Markup:
    css = "notice urgent" if item.urgent else "notice"
    return Markup(
        f'<li class="{css}"><b>{item.headline}</b><p>{item.body}</p>'
        f"<small>posted by {item.posted_by}</small></li>"
    )


TONIGHT = [
    SkateSession("Family Skate", time(17, 0), time(19, 0), "Rollin' Rosa"),
    SkateSession("Adult Night: 80s Jams", time(20, 0), time(23, 0), "DJ Quad Squad"),
]
NOTICES: list[Notice] = []


def page(board: Board) -> str:
    rows = Markup("").join(render(item) for item in board.items)
    stamp = datetime.now().strftime("%a %d %b, %H:%M")
    return (
        f"<!doctype html><html><head><title>{escape(board.rink)}</title></head>"
        f"<body><h1>{escape(board.rink)}</h1><p>Updated {stamp}</p><ul>{rows}</ul>"
        '<form method="post" action="/board/notices">'
        '<input name="headline"><textarea name="body"></textarea>'
        '<input name="name"><button>Post notice</button></form>'
        "</body></html>"
    )


@app.get("/board")
def board():
    return page(Board("Starlight Skate Center", [*TONIGHT, *NOTICES[-20:]]))


@app.post("/board/notices")
def post_notice():
    form = request.form
    headline = form.get("headline", "").strip()[:80]
    if not headline:
        return {"error": "headline is required"}, 400
    NOTICES.append(
        Notice(
            headline=headline,
            body=form.get("body", "").strip()[:600],
            posted_by=form.get("name", "a skater").strip()[:40] or "a skater",
            urgent=form.get("urgent") == "on",
        )
    )
    return redirect(url_for("board"))


if __name__ == "__main__":
    app.run(port=5005)
