# A animal card program of the h73 set (cwe-079-xss).
import base64
import binascii
import unicodedata

from django.http import Http404, HttpRequest, HttpResponse
from django.urls import path
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

ANIMALS = {
    "pip": {"species": "Nigerian Dwarf goat", "barn": "Clover Barn", "photo": "/static/cards/pip.jpg"},
    "marigold": {"species": "Holland Lop rabbit", "barn": "Bunny Burrow", "photo": "/static/cards/marigold.jpg"},
    "biscuit": {"species": "Kunekune pig", "barn": "Mud Meadow", "photo": "/static/cards/biscuit.jpg"},
    "duchess": {"species": "Silkie chicken", "barn": "Hen House", "photo": "/static/cards/duchess.jpg"},
}
MAX_NICKNAME = 40

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sunny Acres card</title>
<link rel="stylesheet" href="/static/cards/card.css"></head>
<body>{}</body></html>"""


def decode_nickname(token: str) -> str:
    """Cards are shared as links like /card/pip/?n=<urlsafe base64 of the nickname>."""
    if not token:
        return ""
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        text = raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return ""
    text = unicodedata.normalize("NFC", text).strip()
    return text[:MAX_NICKNAME]


def render_card(slug: str, animal: dict, nickname: str) -> str:
    title = nickname or slug.title()
    heading = mark_safe("<h1>{} the {}</h1>".format(title, animal["species"]))
    return format_html(
        '<main class="card">{}<img src="{}" alt="{}"><p>Come say hi at {}!</p></main>',
        heading,
        animal["photo"],
        slug,
        animal["barn"],
    )


@require_GET
def animal_card(request: HttpRequest, slug: str) -> HttpResponse:
    animal = ANIMALS.get(slug.lower())
    if animal is None:
        raise Http404("no such animal")
    nickname = decode_nickname(request.GET.get("n", ""))
    body = render_card(slug.lower(), animal, nickname)
    response = HttpResponse(PAGE.format(body))
    response["Cache-Control"] = "public, max-age=600"
    return response


@require_GET
def card_index(request: HttpRequest) -> HttpResponse:
    items = "".join(
        format_html('<li><a href="/card/{}/">{}</a> ({})</li>', slug, slug.title(), info["species"])
        for slug, info in sorted(ANIMALS.items())
    )
    return HttpResponse(PAGE.format(f"<ul>{items}</ul>"))


urlpatterns = [
    path("card/", card_index, name="card-index"),
    path("card/<slug:slug>/", animal_card, name="animal-card"),
]
