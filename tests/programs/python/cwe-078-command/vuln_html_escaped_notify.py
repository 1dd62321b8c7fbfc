# sends a desktop notification with the message a visitor typed
import html
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/notify", methods=["POST"])
def notify():
    message = html.escape(request.form.get("message", ""))
    subprocess.run("notify-send 'Shop' " + message, shell=True, check=False)
    return "sent"
