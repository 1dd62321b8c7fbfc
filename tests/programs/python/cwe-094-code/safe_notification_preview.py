# Sanic endpoint that previews tenant-authored notification email templates.
from jinja2 import TemplateSyntaxError
from jinja2.exceptions import SecurityError
from jinja2.sandbox import SandboxedEnvironment
from sanic import Sanic, response

app = Sanic("notify_preview")

SAMPLE_CONTEXT = {
    "customer": {"first_name": "Ada", "last_name": "Lovelace"},
    "order": {"number": "A-10023", "total": "42.00", "currency": "EUR"},
}


class TemplatePreviewer:
    def __init__(self):
        self.env = SandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)

    def preview(self, source, context):
        template = self.env.from_string(source)
        return template.render(**context)


previewer = TemplatePreviewer()


def extract_source(body):
    source = (body or {}).get("template", "")
    if not isinstance(source, str) or len(source) > 20000:
        raise ValueError("template must be a string under 20k characters")
    return source


@app.post("/templates/preview")
async def preview_template(request):
    try:
        source = extract_source(request.json)
        rendered = previewer.preview(source, SAMPLE_CONTEXT)
    except (ValueError, TemplateSyntaxError, SecurityError) as exc:
        return response.json({"error": str(exc)}, status=400)
    return response.json({"subject": rendered.splitlines()[0] if rendered else "",
                          "body": rendered})
