# isalnum() is checked on name.strip() but the unstripped original goes into the shell line, so "\nreboot" passes and the newline starts a second command.
import os
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/notify")
def notify():
    name = request.args.get("name", "")
    if not name.strip().isalnum():
        abort(400)
    os.system("echo " + name + " | mail -s signup ops@example.com")
    return "queued"
