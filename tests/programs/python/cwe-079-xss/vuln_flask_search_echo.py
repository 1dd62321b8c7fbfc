# Flask search page that shows the query back to the user alongside matching articles.
from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

ARTICLES = [
    {"id": 1, "title": "Rotating API keys without downtime"},
    {"id": 2, "title": "Configuring read replicas"},
    {"id": 3, "title": "Billing cycles and proration"},
]


def find_articles(term):
    needle = term.lower()
    return [a for a in ARTICLES if needle in a["title"].lower()]


def render_results(term, rows):
    items = "".join(
        f"<li><a href='/articles/{row['id']}'>{escape(row['title'])}</a></li>" for row in rows
    )
    heading = f"<h2>{len(rows)} results for {term}</h2>"
    return f"<html><body>{heading}<ul>{items}</ul></body></html>"


@app.route("/search")
def search():
    term = request.args.get("q", "").strip()
    if len(term) > 200:
        return "query too long", 400
    rows = find_articles(term)
    return render_results(term, rows)
