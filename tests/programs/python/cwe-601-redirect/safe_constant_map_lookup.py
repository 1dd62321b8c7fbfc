# query value only selects an entry of a constant map of destinations
from flask import Flask, redirect, request

app = Flask(__name__)
DESTINATIONS = {"home": "/", "docs": "/docs", "billing": "/account/billing"}


@app.route("/jump")
def jump():
    key = request.args.get("to", "home")
    return redirect(DESTINATIONS.get(key, "/"))
