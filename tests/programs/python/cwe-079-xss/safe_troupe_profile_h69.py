# A troupe profile program of the h69 set (cwe-079-xss).
from dataclasses import dataclass

from flask import Flask, abort, g, request
from markupsafe import escape

app = Flask(__name__)


@dataclass
class Act:
    title: str
    minutes: int
    props: str


TROUPES = {
    "flying-pins": {
        "name": "The Flying Pins",
        "acts": [Act("Seven-club cascade", 6, "clubs"), Act("Fire staff finale", 8, "staffs")],
    },
    "cascade-collective": {
        "name": "Cascade Collective",
        "acts": [Act("Diabolo duel", 5, "diabolos"), Act("Ring tower", 7, "rings")],
    },
}

PAGE = """<!doctype html>
<html><head><title>{title}</title><link rel="stylesheet" href="/static/poster.css"></head>
<body>
<header><h1>{billing}</h1><p class="venue">{venue}</p></header>
<ul class="acts">{acts}</ul>
<footer>Total stage time: {minutes} minutes</footer>
</body></html>"""


@app.before_request
def load_booking_context():
    g.troupe = None
    slug = request.view_args.get("slug") if request.view_args else None
    if slug:
        g.troupe = TROUPES.get(slug)
    g.billing = request.args.get("billing", "").strip()
    g.venue = request.args.get("venue", "Venue to be confirmed")[:80]


def billing_line() -> str:
    if g.billing:
        return str(escape(g.billing))
    return str(escape(g.troupe["name"]))


def act_items() -> str:
    items = []
    for act in g.troupe["acts"]:
        items.append(f"<li>{escape(act.title)} &middot; {act.minutes} min &middot; {escape(act.props)}</li>")
    return "".join(items)


@app.route("/troupes/<slug>/poster")
def poster_preview(slug):
    if g.troupe is None:
        abort(404)
    minutes = sum(a.minutes for a in g.troupe["acts"])
    return PAGE.format(
        title=escape(g.troupe["name"]),
        billing=billing_line(),
        venue=escape(g.venue),
        acts=act_items(),
        minutes=minutes,
    )


@app.route("/troupes/<slug>/acts.json")
def act_list(slug):
    if g.troupe is None:
        abort(404)
    return {"troupe": g.troupe["name"], "acts": [a.__dict__ for a in g.troupe["acts"]]}


if __name__ == "__main__":
    app.run(port=5007)
