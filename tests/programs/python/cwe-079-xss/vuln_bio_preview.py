# Preview endpoint that renders a member's profile card before saving.
import os

from flask import Flask, render_template_string, request
from flask_login import LoginManager, current_user, login_required
from markupsafe import Markup, escape

from community.models import Member

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["COMMUNITY_SECRET_KEY"]
login_manager = LoginManager(app)

CARD_TEMPLATE = """
<div class="card">
  <h2>{{ name }}</h2>
  <p>{{ bio }}</p>
</div>
"""


@login_manager.user_loader
def load_member(member_id):
    return Member.query.get(int(member_id))


def format_bio(text: str) -> Markup:
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    return Markup("</p><p>".join(paragraphs))


@app.post("/profile/preview")
@login_required
def preview_profile():
    bio = request.form.get("bio", "")[:2000]
    context = {
        "name": escape(current_user.display_name),
        "bio": format_bio(bio),
    }
    return render_template_string(CARD_TEMPLATE, **context)
