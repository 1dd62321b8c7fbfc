# URL-decoded cookie value used as the redirect target
from urllib.parse import unquote

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back")
def back():
    target = unquote(request.cookies.get("last_page", "%2F"))
    return redirect(target, code=302)
