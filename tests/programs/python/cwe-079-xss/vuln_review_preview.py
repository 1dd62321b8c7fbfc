# Starlette app rendering a product review preview with a Jinja2 template.
from jinja2 import DictLoader, Environment
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

TEMPLATES = {
    "preview.html": (
        "<article class='review'>"
        "<h3>{{ title }}</h3>"
        "<div class='body'>{{ body }}</div>"
        "<footer>{{ rating }}/5</footer>"
        "</article>"
    ),
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=False)


async def preview(request: Request) -> HTMLResponse:
    form = await request.form()
    context = {
        "title": form.get("title", "Untitled"),
        "body": form.get("body", ""),
        "rating": form.get("rating", "0"),
    }
    html = env.get_template("preview.html").render(**context)
    return HTMLResponse(html)


app = Starlette(routes=[Route("/reviews/preview", preview, methods=["POST"])])
