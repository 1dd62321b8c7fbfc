# A scent reviews program of the h63 set (cwe-079-xss).
"""Customer reviews of candle scents, rendered with a dedicated Jinja2 environment."""
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Dict, List

from flask import Blueprint, Flask, abort, redirect, request, url_for
from flask_wtf.csrf import CSRFProtect
from jinja2 import DictLoader, Environment

REVIEW_TEMPLATES = {
    "reviews.html": """
<h1>{{ scent.name }}</h1>
<p class="notes">Top: {{ scent.top_notes }} · Heart: {{ scent.heart_notes }}</p>
<ul>
{% for review in reviews %}
  <li><b>{{ review.author }}</b> ({{ review.stars }}★): {{ review.body }}</li>
{% endfor %}
</ul>
""",
}


@dataclass
class Review:
    author: str
    stars: int
    body: str
    created: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


class ReviewRepository:
    def __init__(self):
        self._by_scent: Dict[str, List[Review]] = {}

    def add(self, scent_slug: str, review: Review) -> None:
        self._by_scent.setdefault(scent_slug, []).append(review)

    def for_scent(self, scent_slug: str) -> List[Review]:
        return sorted(self._by_scent.get(scent_slug, []), key=lambda r: r.created, reverse=True)


class ReviewRenderer:
    def __init__(self, templates: Dict[str, str]):
        self._env = Environment(loader=DictLoader(templates))

    def render(self, scent: dict, reviews: List[Review]) -> str:
        return self._env.get_template("reviews.html").render(scent=scent, reviews=reviews)


class ReviewService:
    SCENTS = {
        "sea-salt-fig": {"name": "Sea Salt & Fig", "top_notes": "sea salt", "heart_notes": "fig leaf"},
        "cedar-smoke": {"name": "Cedar Smoke", "top_notes": "bergamot", "heart_notes": "cedarwood"},
    }

    def __init__(self, repository: ReviewRepository, renderer: ReviewRenderer):
        self._repository = repository
        self._renderer = renderer

    def submit(self, scent_slug: str, form) -> None:
        stars = max(1, min(5, int(form.get("stars", 5))))
        review = Review(author=form.get("author", "anonymous")[:60], stars=stars, body=form.get("body", "")[:2000])
        self._repository.add(scent_slug, review)

    def page(self, scent_slug: str) -> str:
        return self._renderer.render(self.SCENTS[scent_slug], self._repository.for_scent(scent_slug))


reviews_bp = Blueprint("reviews", __name__)
review_service = ReviewService(ReviewRepository(), ReviewRenderer(REVIEW_TEMPLATES))


@reviews_bp.route("/scents/<slug>/reviews", methods=["GET", "POST"])
def scent_reviews(slug: str):
    if slug not in ReviewService.SCENTS:
        abort(404)
    if request.method == "POST":
        review_service.submit(slug, request.form)
        return redirect(url_for("reviews.scent_reviews", slug=slug))
    return review_service.page(slug)


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
    CSRFProtect(app)
    app.register_blueprint(reviews_bp)
    return app
