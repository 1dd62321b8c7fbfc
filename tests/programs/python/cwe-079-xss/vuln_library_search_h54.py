# Starlette endpoint that renders library catalogue search results with a Jinja2 template.
from jinja2 import DictLoader, Environment
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

TEMPLATES = {
    "results.html": (
        "<h1>Results for {{ query }}</h1>"
        "<ul>{% for b in books %}<li>{{ b.title }} ({{ b.year }}) - {{ b.shelf }}</li>{% endfor %}</ul>"
    ),
}
env = Environment(loader=DictLoader(TEMPLATES), autoescape=False)

CATALOGUE = [
    {"title": "The Left Hand of Darkness", "year": 1969, "shelf": "SF LEG"},
    {"title": "A Tale of Two Cities", "year": 1859, "shelf": "FIC DIC"},
    {"title": "The Dispossessed", "year": 1974, "shelf": "SF LEG"},
]


def matches(term):
    lowered = term.lower()
    return lambda book: lowered in book["title"].lower()


def render(name, **context):
    return env.get_template(name).render(**context)


async def search(request):
    query = request.query_params.get("q", "").strip()
    books = sorted(filter(matches(query), CATALOGUE), key=lambda b: b["year"])
    return HTMLResponse(render("results.html", query=query, books=books))


app = Starlette(routes=[Route("/catalogue/search", search)])
