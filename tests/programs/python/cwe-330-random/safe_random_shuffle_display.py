# display order of banners shuffled
import random

from flask import Flask, jsonify

app = Flask(__name__)
BANNERS = ["a.png", "b.png", "c.png"]


@app.route("/banners")
def banners():
    order = list(BANNERS)
    random.shuffle(order)
    return jsonify(order)
