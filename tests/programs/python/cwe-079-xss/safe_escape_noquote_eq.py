# Show an image with a caption the visitor chose.
import html
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/img")
def img():
    caption = request.args.get("caption", "")
    if html.escape(caption) != caption:
        abort(400)
    return '<img src="/static/pic.png" alt="' + caption + '">'
