# Flask view rendering a restaurant's daily specials card with an optional preview note from the chef
from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)
SPECIALS = [
    ("Roasted squash soup", 9.5),
    ("Braised short rib", 24.0),
    ("Lemon tart", 8.0),
]


def price_tag(price):
    return f"${price:,.2f}"


def render_item(item):
    name, price = item
    return Markup("<li><span>{}</span> <em>{}</em></li>").format(name, price_tag(price))


def render_note(note):
    return Markup("<p class='chef-note'>{}</p>").format(note) if note else Markup("")


def page(items, note):
    body = Markup("").join(map(render_item, items))
    layout = "<html><body><h1>Today's specials</h1>{}<ul>{}</ul></body></html>"
    return Markup(layout).format(note, body)


def price_cap(raw):
    try:
        return float(raw)
    except (TypeError, ValueError):
        return 100.0


@app.get("/specials/preview")
def preview_specials():
    note = request.args.get("note", "").strip()[:280]
    cap = price_cap(request.args.get("max_price"))
    visible = filter(lambda item: item[1] <= cap, SPECIALS)
    return str(page(visible, render_note(note)))
