# greeting page for a user name in the URL
from flask import Flask
from markupsafe import escape

app = Flask(__name__)


@app.route("/hello/<name>")
def hello(name):
    shown = name.isalpha() and name or escape(name)
    return f"<h1>Hello {shown}</h1>"
