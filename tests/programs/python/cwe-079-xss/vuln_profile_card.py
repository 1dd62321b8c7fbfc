# Quart view that renders a preview of a user's public profile card from submitted form data.
from markupsafe import Markup
from quart import Quart, render_template_string, request

app = Quart(__name__)

CARD_TEMPLATE = """
<div class="card">
  <h2>{{ display_name }}</h2>
  <span class="handle">@{{ handle }}</span>
  {{ bio_html }}
</div>
"""


def format_bio(bio: str) -> Markup:
    paragraphs = [p.strip() for p in bio.split("\n\n") if p.strip()]
    rendered = Markup("")
    for text in paragraphs[:5]:
        rendered += Markup(f"<p class='bio'>{text}</p>")
    return rendered


@app.post("/profile/preview")
async def preview():
    form = await request.form
    display_name = form.get("display_name", "anonymous")[:80]
    handle = form.get("handle", "")[:32]
    bio_html = format_bio(form.get("bio", "")[:2000])
    return await render_template_string(
        CARD_TEMPLATE, display_name=display_name, handle=handle, bio_html=bio_html
    )


if __name__ == "__main__":
    app.run(port=5000)
