# A adoption certificate program of the h60 set (cwe-094-code).
"""Zoo and aquarium animal adoption: supporters write a personal
dedication that may mention the animal with placeholders such as
{{ animal }} or {{ keeper }}; it is merged into a printable certificate."""
from datetime import date

from aiohttp import web
from jinja2 import Environment, TemplateError

ANIMALS = {
    "otter-pip": {"animal": "Pip", "species": "Asian small-clawed otter", "keeper": "Marta"},
    "ray-sol": {"animal": "Sol", "species": "Cownose ray", "keeper": "Dev"},
    "lemur-kiki": {"animal": "Kiki", "species": "Ring-tailed lemur", "keeper": "Jonas"},
}

CERTIFICATE = """\
==============================================
   Harbourside Zoo & Aquarium - Adoption
==============================================
Adopter : {adopter}
Animal  : {animal} ({species})
Keeper  : {keeper}
Issued  : {issued}

{dedication}
==============================================
"""

dedications = Environment(autoescape=True, trim_blocks=True)


def merge_dedication(text: str, profile: dict) -> str:
    return dedications.from_string(text).render(**profile)


def certificate_text(adopter: str, profile: dict, dedication: str) -> str:
    return CERTIFICATE.format(
        adopter=adopter,
        issued=date.today().isoformat(),
        dedication=dedication,
        **profile,
    )


async def issue_certificate(request: web.Request) -> web.Response:
    form = await request.post()
    profile = ANIMALS.get(str(form.get("animal_id", "")))
    if profile is None:
        raise web.HTTPNotFound(text="no such animal in the adoption scheme")
    adopter = str(form.get("adopter", "")).strip()[:80] or "A friend of the zoo"
    raw = str(form.get("dedication", ""))[:600]
    try:
        dedication = merge_dedication(raw, profile)
    except TemplateError:
        raise web.HTTPBadRequest(text="the dedication has a placeholder we cannot fill")
    return web.Response(
        text=certificate_text(adopter, profile, dedication),
        content_type="text/plain",
    )


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_post("/adoptions/certificate", issue_certificate)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8084)
