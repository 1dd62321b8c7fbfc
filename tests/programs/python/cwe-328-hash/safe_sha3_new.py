# digest algorithm chosen by name, a SHA-3 one
import hashlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/sum", methods=["POST"])
def checksum():
    algo = "sha3_256"
    return hashlib.new(algo, request.get_data()).hexdigest()
