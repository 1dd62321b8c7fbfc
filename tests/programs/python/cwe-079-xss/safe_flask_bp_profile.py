# Flask blueprint rendering a public profile card
from flask import Blueprint, Flask, render_template_string, request

profiles = Blueprint("profiles", __name__, url_prefix="/profiles")

CARD = "<div class='card'><h2>{{ display_name }}</h2><p>{{ bio }}</p></div>"


@profiles.route("/card")
def card():
    display_name = request.args.get("display_name", "Anonymous")
    bio = request.args.get("bio", "")
    return render_template_string(CARD, display_name=display_name, bio=bio)


app = Flask(__name__)
app.register_blueprint(profiles)
