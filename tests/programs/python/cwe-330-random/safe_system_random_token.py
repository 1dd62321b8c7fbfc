# reset token drawn from random.SystemRandom, which reads the OS source
import random
import string

from flask import Flask, request

app = Flask(__name__)
rng = random.SystemRandom()


@app.route("/reset", methods=["POST"])
def reset():
    email = request.form["email"]
    token = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(40))
    return {"email": email, "sent": len(token) == 40}
