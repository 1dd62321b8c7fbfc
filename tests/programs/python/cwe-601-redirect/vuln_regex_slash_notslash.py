# Send the user back to a local page after logging out.
import re
from flask import Flask, request, redirect

app = Flask(__name__)
LOCAL = re.compile(r"^/[^/]")


@app.route("/logout")
def logout():
    nxt = request.args.get("next", "/")
    if not LOCAL.match(nxt):
        nxt = "/"
    return redirect(nxt)
