# a small runner class quotes its argument before the shell sees it
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


class Runner:
    def __init__(self, arg):
        self.arg = shlex.quote(arg)

    def run(self):
        return subprocess.check_output("wc -c " + self.arg, shell=True)


@app.route("/count")
def count():
    runner = Runner(request.args.get("file", "README"))
    return runner.run()
