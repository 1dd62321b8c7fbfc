# Starlette endpoint that renders a property listing banner with a custom agent tagline
from jinja2 import DictLoader, Environment
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

TEMPLATES = {
    "banner.html": (
        "<div class='banner'><h2>{{ address }}</h2>"
        "<p class='tagline'>{{ tagline }}</p><span>{{ price }}</span></div>"
    ),
}
env = Environment(loader=DictLoader(TEMPLATES), autoescape=True)

LISTINGS = {
    101: {"address": "14 Elm Row, Leith", "price": 425000},
    102: {"address": "3 Harbour Lane, Portobello", "price": 289500},
}


def format_price(value):
    return f"£{value:,}"


def banner_context(listing, params):
    tagline = params.get("tagline", "Now viewing")[:120]
    return {"address": listing["address"], "price": format_price(listing["price"]), "tagline": tagline}


def render(name):
    template = env.get_template(name)
    return lambda ctx: template.render(**ctx)


render_banner = render("banner.html")


async def banner(request):
    listing = LISTINGS.get(request.path_params["listing_id"])
    if listing is None:
        return HTMLResponse("<p>Listing not found</p>", status_code=404)
    return HTMLResponse(render_banner(banner_context(listing, request.query_params)))


app = Starlette(routes=[Route("/listings/{listing_id:int}/banner", banner)])
