# Render a profile card from a template with the visitor's name.
from flask import Flask, request
from jinja2 import Environment, FileSystemLoader

app = Flask(__name__)
env = Environment(loader=FileSystemLoader("templates"))


@app.route("/card")
def card():
    return env.get_template("card.html").render(name=request.args["name"])
