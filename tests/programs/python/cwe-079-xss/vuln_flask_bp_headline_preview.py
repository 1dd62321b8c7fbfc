# Flask blueprint for the newsroom CMS that renders a live preview card for draft headlines.
from dataclasses import dataclass

from flask import Blueprint, request, render_template_string
from markupsafe import Markup

preview_bp = Blueprint("preview", __name__, url_prefix="/desk")

PAGE = """<!doctype html>
<html><head><title>Preview</title></head>
<body><div class="card">{{ card }}</div><p class="meta">{{ byline }}</p></body></html>"""

SECTIONS = {"world": "World", "local": "Local", "sport": "Sport", "biz": "Business"}


@dataclass
class DraftCard:
    headline: str
    kicker: str
    section: str

    def render(self) -> Markup:
        label = SECTIONS.get(self.section, "News")
        return Markup(
            f'<span class="kicker">{self.kicker}</span>'
            f'<h2 class="headline">{self.headline}</h2>'
            f'<span class="section">{label}</span>'
        )


def _clean(value: str, limit: int) -> str:
    return value.strip()[:limit]


@preview_bp.route("/preview", methods=["GET", "POST"])
def headline_preview():
    source = request.form if request.method == "POST" else request.args
    card = DraftCard(
        headline=_clean(source.get("headline", ""), 140),
        kicker=_clean(source.get("kicker", ""), 40),
        section=source.get("section", "local"),
    )
    byline = _clean(source.get("byline", "Staff"), 60)
    return render_template_string(PAGE, card=card.render(), byline=byline)
