# profile title: the markup characters are taken out, but only the first one (count=1)
import re

from flask import Flask, request

app = Flask(__name__)


@app.route("/title")
def title():
    name = re.sub(r"[<>\"'&]", "", request.args.get("name", ""), count=1)
    return f'<h1 title="{name}">{name}</h1>'
