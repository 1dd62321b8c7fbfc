# lint runner used by the CI helper
import os

import sh


def lint(path):
    rules = os.environ.get("LINT_RULES", "default")
    return sh.ruff("check", "--config={}".format(rules), path)
