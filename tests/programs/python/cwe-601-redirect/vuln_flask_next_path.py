# short link forwarder that sends visitors to the stored target
from flask import Flask, redirect

app = Flask(__name__)


@app.route("/go/<path:next>")
def go(next):
    return redirect(next)
