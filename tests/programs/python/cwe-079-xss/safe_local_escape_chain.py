# greeting page: the name goes through the app's own escaping of every markup character
from flask import Flask, request

app = Flask(__name__)


def esc(text):
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


@app.route("/hello")
def hello():
    name = esc(request.args.get("name", ""))
    return f'<p title="{name}">Hello {name}</p>'
