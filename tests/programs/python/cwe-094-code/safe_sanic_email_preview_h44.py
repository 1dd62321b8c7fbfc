# Sanic endpoint that previews marketing email bodies written by campaign editors.
from jinja2 import StrictUndefined, TemplateError
from jinja2.sandbox import SandboxedEnvironment
from sanic import Sanic
from sanic.response import html, json

app = Sanic("campaigns")

template_env = SandboxedEnvironment(undefined=StrictUndefined, autoescape=True)

SAMPLE_CONTACT = {
    "first_name": "Jordan",
    "plan": "Growth",
    "renewal_date": "2024-11-01",
}


def render_preview(source: str, contact: dict) -> str:
    template = template_env.from_string(source)
    return template.render(contact=contact, company="Acme Analytics")


@app.post("/campaigns/preview")
async def preview(request):
    payload = request.json or {}
    source = payload.get("body", "")
    if not isinstance(source, str) or len(source) > 20000:
        return json({"error": "body must be a string under 20000 characters"}, status=400)
    try:
        rendered = render_preview(source, SAMPLE_CONTACT)
    except TemplateError as exc:
        return json({"error": str(exc)}, status=422)
    return html(rendered)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000)
