# Sanic endpoint previewing a marketing email for a customer
from jinja2 import Environment
from sanic import Sanic
from sanic.response import html

app = Sanic("mailer")
env = Environment(autoescape=True)
BODY = env.from_string("<h2>{{ subject }}</h2><p>Hello {{ customer }}, {{ message }}</p>")


@app.post("/campaigns/preview")
async def preview(request):
    payload = request.json or {}
    subject = payload.get("subject", "")
    message = payload.get("template", "")
    rendered = BODY.render(customer="Jane Doe", subject=subject, message=message)
    return html("<h1>Preview</h1>" + rendered)
