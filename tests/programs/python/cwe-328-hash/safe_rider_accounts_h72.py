# A rider accounts program of the h72 set (cwe-328-hash).
from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import sqlite3
import sys
from abc import ABC, abstractmethod

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DUSTYSPUR_SECRET_KEY"],
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["entries.dustyspurrodeo.com"],
)

from django.http import HttpRequest, JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.views import View  # noqa: E402

DB_PATH = "/var/lib/dustyspur/riders.db"


class CredentialHasher(ABC):
    """Encodes a password as algorithm$salt$digest and checks it later."""

    algorithm: str

    @abstractmethod
    def digest(self, password: str, salt: str) -> str: ...

    def encode(self, password: str) -> str:
        salt = secrets.token_hex(16)
        return f"{self.algorithm}${salt}${self.digest(password, salt)}"

    def verify(self, password: str, encoded: str) -> bool:
        algorithm, salt, expected = encoded.split("$", 2)
        if algorithm != self.algorithm:
            return False
        return hmac.compare_digest(self.digest(password, salt), expected)


class RiderHasher(CredentialHasher):
    algorithm = "scrypt"

    def digest(self, password: str, salt: str) -> str:
        return hashlib.scrypt(password.encode(), salt=salt.encode(), n=2**14, r=8, p=1).hex()


HASHER: CredentialHasher = RiderHasher()


def db() -> sqlite3.Connection:
    conn = sqlite3.connect(DB_PATH)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS riders (pro_card TEXT PRIMARY KEY, name TEXT, password TEXT)"
    )
    return conn


class JsonView(View):
    http_method_names = ["post"]

    def body(self, request: HttpRequest) -> dict:
        try:
            return json.loads(request.body or b"{}")
        except json.JSONDecodeError:
            return {}


class RegisterView(JsonView):
    def post(self, request: HttpRequest) -> JsonResponse:
        data = self.body(request)
        card, name, password = data.get("pro_card"), data.get("name"), data.get("password", "")
        if not card or not name or len(password) < 10:
            return JsonResponse({"error": "pro card, name and a 10+ character password required"}, status=400)
        with db() as conn:
            try:
                conn.execute("INSERT INTO riders VALUES (?, ?, ?)", (card, name, HASHER.encode(password)))
            except sqlite3.IntegrityError:
                return JsonResponse({"error": "pro card already registered"}, status=409)
        return JsonResponse({"registered": card}, status=201)


class SignInView(JsonView):
    def post(self, request: HttpRequest) -> JsonResponse:
        data = self.body(request)
        with db() as conn:
            row = conn.execute(
                "SELECT name, password FROM riders WHERE pro_card = ?", (data.get("pro_card", ""),)
            ).fetchone()
        if row is None or not HASHER.verify(data.get("password", ""), row[1]):
            return JsonResponse({"error": "unknown pro card or wrong password"}, status=401)
        return JsonResponse({"welcome": row[0]})


urlpatterns = [
    path("riders/register", RegisterView.as_view()),
    path("riders/sign-in", SignInView.as_view()),
]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
