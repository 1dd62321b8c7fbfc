# Render an order confirmation page from a Jinja template.
from flask import Flask, request
from jinja2 import Environment, FileSystemLoader

app = Flask(__name__)
env = Environment(loader=FileSystemLoader("templates"), autoescape=True)


@app.route("/confirm")
def confirm():
    note = request.args.get("note", "")
    body = env.get_template("confirm.html").render(note=note)
    return body
