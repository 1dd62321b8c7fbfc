# Sanic endpoint previewing a marketing email for a customer
from jinja2 import Environment
from sanic import Sanic
from sanic.response import html

app = Sanic("mailer")
env = Environment(autoescape=True)


@app.post("/campaigns/preview")
async def preview(request):
    payload = request.json or {}
    subject = payload.get("subject", "")
    body_template = payload.get("template", "Hello {{ customer }}")
    rendered = env.from_string(body_template).render(customer="Jane Doe", subject=subject)
    return html("<h1>Preview</h1>" + rendered)
