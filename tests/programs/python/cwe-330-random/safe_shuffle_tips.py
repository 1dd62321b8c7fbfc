# random.shuffle only reorders the tips shown on the dashboard
import random

from flask import Flask

app = Flask(__name__)
TIPS = ["Use keyboard shortcuts", "Pin your favourite boards", "Try dark mode", "Invite a teammate"]


@app.route("/tips")
def tips():
    shown = list(TIPS)
    random.shuffle(shown)
    return {"tips": shown[:3]}
