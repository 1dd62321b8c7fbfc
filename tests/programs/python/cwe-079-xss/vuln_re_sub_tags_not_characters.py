# comment preview: the pattern takes out <b> and </b> tags and quotes, not every `<`
import re

from flask import Flask, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    text = re.sub(r"[<]/?b[>]|[\"']", "", request.args.get("text", ""))
    return "<div class='comment'>" + text + "</div>"
