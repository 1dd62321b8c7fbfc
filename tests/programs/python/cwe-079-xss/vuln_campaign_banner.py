# Flask landing page that greets a visitor and shows the referral campaign they came from.
from flask import Flask, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)

PAGE = """<!doctype html>
<html>
  <head><title>Welcome</title></head>
  <body>
    <h1>Welcome to Acme</h1>
    {{ banner }}
  </body>
</html>"""


def campaign_banner(campaign):
    label = campaign.replace("_", " ").title()
    return Markup(f"<p class='campaign'>You arrived via <b>{label}</b></p>")


@app.route("/welcome")
def welcome():
    campaign = request.args.get("utm_campaign", "direct")
    banner = campaign_banner(campaign)
    return render_template_string(PAGE, banner=banner)
