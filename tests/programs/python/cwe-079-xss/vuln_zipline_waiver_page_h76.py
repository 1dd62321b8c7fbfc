# A zipline park rider waiver confirmation page program of the h76 set (cwe-079-xss).
from dataclasses import dataclass, field

from flask import Flask, Response, request
from jinja2 import DictLoader, Environment

app = Flask(__name__)

TEMPLATES = {
    "base.html": """<!doctype html>
<html><head><title>{% block title %}Canopy Line{% endblock %}</title></head>
<body>{% block body %}{% endblock %}</body></html>""",
    "waiver.html": """{% extends "base.html" %}
{% block title %}Waiver for {{ rider.name }}{% endblock %}
{% block body %}
<h1>Thanks, {{ rider.name }}!</h1>
<p>Your waiver for the {{ rider.course }} course is on file.</p>
<p>Emergency contact: {{ rider.contact }}</p>
{% endblock %}""",
    "missing.html": """{% extends "base.html" %}
{% block body %}<p>No waiver found for {{ query }}.</p>{% endblock %}""",
}


@dataclass
class Rider:
    name: str
    course: str
    contact: str
    weight_kg: int = 0
    tags: list = field(default_factory=list)


class PageRenderer:
    def __init__(self, loader, autoescape=False, globals_=None):
        self.env = Environment(loader=loader, autoescape=autoescape)
        self.env.globals.update(globals_ or {})

    def render(self, template: str, **context) -> Response:
        html = self.env.get_template(template).render(**context)
        return Response(html, mimetype="text/html")


class WaiverDesk:
    COURSES = {"treetop", "canyon", "night-flight"}

    def __init__(self, renderer: PageRenderer):
        self.renderer = renderer
        self.signed = {}

    def sign(self, form) -> Rider:
        course = form.get("course", "treetop")
        if course not in self.COURSES:
            course = "treetop"
        rider = Rider(
            name=form.get("name", "").strip(),
            course=course,
            contact=form.get("contact", "").strip(),
            weight_kg=int(form.get("weight_kg", "0") or 0),
        )
        self.signed[rider.name.lower()] = rider
        return rider

    def confirmation(self, rider: Rider) -> Response:
        return self.renderer.render("waiver.html", rider=rider)

    def lookup(self, query: str) -> Response:
        rider = self.signed.get(query.lower())
        if rider is None:
            return self.renderer.render("missing.html", query=query)
        return self.confirmation(rider)


desk = WaiverDesk(PageRenderer(DictLoader(TEMPLATES), autoescape=False))


@app.post("/waivers")
def sign_waiver():
    rider = desk.sign(request.form)
    return desk.confirmation(rider)


@app.get("/waivers")
def find_waiver():
    return desk.lookup(request.args.get("name", ""))


if __name__ == "__main__":
    app.run(port=8062)
