# Flask view that renders recent guest reviews for a guided tour as an HTML fragment.
from flask import Flask, request
from markupsafe import Markup, escape

app = Flask(__name__)

REVIEWS = {
    "old-town-walk": [("Ines", "Lovely guide, great stories", 5), ("Tom", "A bit short", 3)],
    "harbour-cruise": [("Mei", "Great views of the bay", 4)],
}


def stars(rating):
    return "*" * max(0, min(5, int(rating)))


def render_row(author, text, rating):
    return Markup("<li><b>{}</b> {} <span class='stars'>{}</span></li>").format(author, text, stars(rating))


def wrap(tag):
    return lambda inner: Markup("<{0}>").format(Markup(tag)) + inner + Markup("</{0}>").format(Markup(tag))


@app.get("/tours/<slug>/reviews")
def reviews(slug):
    visitor = request.args.get("visitor", "guest")
    rows = Markup("").join(map(lambda r: render_row(*r), REVIEWS.get(slug, [])))
    heading = Markup(f"<h2>Reviews for {escape(slug)} &middot; welcome back, {escape(visitor)}</h2>")
    return heading + wrap("ul")(rows)
