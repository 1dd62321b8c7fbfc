import os

from jinja2 import Environment, FileSystemLoader, select_autoescape

TEMPLATES = os.path.join(os.path.dirname(__file__), "templates")

env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]))
raw_env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=False)
mail_env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=False, keep_trailing_newline=True)


def render(name, **context):
    return env.get_template(name).render(**context)


def render_report_mail(paste, reason):
    """Plain-text e-mail to the moderators when someone reports a paste."""
    return mail_env.get_template("report_mail.txt").render(paste=paste, reason=reason)


def render_embed(paste):
    """The <script>-embeddable widget other sites include."""
    return raw_env.get_template("embed.js.j2").render(paste=paste)
