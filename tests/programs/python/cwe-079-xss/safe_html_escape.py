# comment text is passed through html.escape before it is placed in markup
import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/preview", methods=["POST"])
def preview():
    text = request.form.get("comment", "")
    body = html.escape(text)
    return "<blockquote>" + body + "</blockquote>"
