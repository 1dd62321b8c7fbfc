# Flask sign-in flow for a patient portal that returns the user to the page they started from.
import os
from dataclasses import dataclass
from typing import Optional

from flask import Flask, redirect, request, session, url_for

from portal.identity import PatientDirectory

app = Flask(__name__)
app.secret_key = os.environ["PORTAL_SECRET_KEY"]
PORTAL_HOST = os.environ.get("PORTAL_HOST", "portal.lakeshorehealth.org")


@dataclass
class LoginAttempt:
    username: str
    password: str
    next_url: Optional[str]


class PatientAuthenticator:
    def __init__(self, directory: PatientDirectory):
        self.directory = directory

    def authenticate(self, attempt: LoginAttempt) -> Optional[str]:
        return self.directory.check(attempt.username, attempt.password)


class ReturnUrlPolicy:
    default = "/dashboard"

    def choose(self, candidate: Optional[str]) -> str:
        if not candidate:
            return self.default
        if PORTAL_HOST in candidate or candidate.startswith("/"):
            return candidate
        return self.default


authenticator = PatientAuthenticator(PatientDirectory.from_env())
policy = ReturnUrlPolicy()


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        session["next"] = request.args.get("next")
        return app.send_static_file("login.html")
    attempt = LoginAttempt(request.form["username"], request.form["password"], session.pop("next", None))
    patient_id = authenticator.authenticate(attempt)
    if patient_id is None:
        return redirect(url_for("login", error=1))
    session["patient_id"] = patient_id
    return redirect(policy.choose(attempt.next_url))
