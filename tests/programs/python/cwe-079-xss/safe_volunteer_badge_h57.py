# Volunteer badge preview for a charity events team: Bottle app with a Jinja2 rendering service.
from dataclasses import dataclass

from bottle import Bottle, request, response
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "badge.html": """<div class="badge">
  <h2>{{ badge.display_name }}</h2>
  <p class="role">{{ badge.role }}</p>
  <p class="event">{{ badge.event }}</p>
</div>""",
}


class RenderConfig:
    autoescape = True
    trim_blocks = True


@dataclass
class BadgeDto:
    display_name: str
    role: str
    event: str


class BadgeMapper:
    ROLES = {"steward", "first-aid", "collector", "driver"}

    @classmethod
    def from_query(cls, query) -> BadgeDto:
        role = query.get("role", "steward")
        if role not in cls.ROLES:
            role = "steward"
        return BadgeDto(
            display_name=query.get("name", "Volunteer")[:60],
            role=role,
            event=query.get("event", "Spring Fun Run")[:80],
        )


class TemplateRenderer:
    def __init__(self, cfg: RenderConfig):
        self.env = Environment(
            loader=DictLoader(TEMPLATES),
            autoescape=cfg.autoescape,
            trim_blocks=cfg.trim_blocks,
        )

    def render(self, name: str, **context) -> str:
        return self.env.get_template(name).render(**context)


class BadgeController:
    def __init__(self, renderer: TemplateRenderer):
        self.renderer = renderer

    def preview(self):
        dto = BadgeMapper.from_query(request.query)
        response.content_type = "text/html; charset=utf-8"
        return self.renderer.render("badge.html", badge=dto)


app = Bottle()
controller = BadgeController(TemplateRenderer(RenderConfig()))
app.route("/volunteers/badge/preview", "GET", controller.preview)
