# value wrapped with Fernet before it is handed back
from cryptography.fernet import Fernet
from flask import Flask, request

app = Flask(__name__)
BOX = Fernet(Fernet.generate_key())


@app.route("/wrap")
def wrap():
    return BOX.encrypt(request.args.get("v", "").encode())
