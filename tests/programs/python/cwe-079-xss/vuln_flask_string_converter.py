# greeting page for a user name in the URL
from flask import Flask

app = Flask(__name__)


@app.route("/hello/<string:name>")
def hello(name):
    return f"<h1>Hello {name}</h1>"
