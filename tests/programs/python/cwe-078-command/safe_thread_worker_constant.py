# a background thread refreshes the cache with a fixed command
import subprocess
import threading

from flask import Flask, request

app = Flask(__name__)


def refresh(target):
    subprocess.run(["make", target], check=False)


@app.route("/refresh", methods=["POST"])
def do_refresh():
    threading.Thread(target=refresh, args=("cache",)).start()
    return "refreshing " + str(len(request.form))
