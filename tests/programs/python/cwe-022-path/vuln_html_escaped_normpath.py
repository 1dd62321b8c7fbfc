# shows a help page, with the page name tidied for display and then normalised
import html
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/help")
def help_page():
    page = html.escape(request.args.get("page", "index"))
    path = os.path.normpath(os.path.join("/srv/help", page + ".txt"))
    with open(path) as f:
        return f.read()
