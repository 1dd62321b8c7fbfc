# password digest kept for the account record
import hashlib

from flask import Flask, request

app = Flask(__name__)
USERS = {}


@app.route("/register", methods=["POST"])
def register():
    body = request.get_json()
    digest = hashlib.md5()
    digest.update(body["password"].encode("utf-8"))
    USERS[body["name"]] = digest.hexdigest()
    return "created"
