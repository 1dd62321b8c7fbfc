# Thank-you letter previews for charity fundraising campaigns: staff edit a letter body and preview it.
from dataclasses import dataclass
from datetime import date

from flask import Flask, jsonify, request
from jinja2 import Environment, TemplateSyntaxError

app = Flask(__name__)


@dataclass
class DonorContext:
    first_name: str
    amount: str
    campaign: str
    today: str


class DonorContextFactory:
    @staticmethod
    def sample(campaign: str) -> DonorContext:
        return DonorContext("Alex", "£25.00", campaign, date.today().strftime("%d %B %Y"))


class LetterRenderer:
    def __init__(self):
        self.env = Environment(trim_blocks=True, lstrip_blocks=True)

    def render(self, body: str, ctx: DonorContext) -> str:
        template = self.env.from_string(body)
        return template.render(donor=ctx)


class LetterPreviewService:
    def __init__(self, renderer: LetterRenderer, max_len: int = 8000):
        self.renderer = renderer
        self.max_len = max_len

    def preview(self, campaign: str, body: str) -> str:
        if len(body) > self.max_len:
            raise ValueError("letter body too long")
        return self.renderer.render(body, DonorContextFactory.sample(campaign))


service = LetterPreviewService(LetterRenderer())


@app.post("/campaigns/<slug>/letters/preview")
def preview_letter(slug: str):
    payload = request.get_json(force=True) or {}
    try:
        text = service.preview(slug, str(payload.get("body", "")))
    except (ValueError, TemplateSyntaxError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(preview=text)
