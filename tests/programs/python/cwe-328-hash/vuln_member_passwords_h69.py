# A member passwords program of the h69 set (cwe-328-hash).
import hashlib
import hmac
import os
import sqlite3
import sys
from dataclasses import dataclass

from django.conf import settings
from django.core.management import execute_from_command_line
from django.core.wsgi import get_wsgi_application
from django.http import JsonResponse
from django.urls import path
from django.views import View

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=["members.tossandcatch-circus.org.uk"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.middleware.common.CommonMiddleware",
        "django.middleware.csrf.CsrfViewMiddleware",
    ],
)

DB_PATH = "/var/lib/tossandcatch/members.db"


@dataclass
class Member:
    email: str
    display_name: str
    password_hash: str


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def password_matches(member: Member, password: str) -> bool:
    return hmac.compare_digest(member.password_hash, hash_password(password))


def load_member(email: str) -> Member | None:
    with sqlite3.connect(DB_PATH) as conn:
        row = conn.execute(
            "SELECT email, display_name, password_hash FROM members WHERE email = ?", (email,)
        ).fetchone()
    return Member(*row) if row else None


def store_member(member: Member) -> None:
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "INSERT INTO members (email, display_name, password_hash) VALUES (?, ?, ?)",
            (member.email, member.display_name, member.password_hash),
        )


class RegisterView(View):
    def post(self, request):
        email = request.POST.get("email", "").strip().lower()
        password = request.POST.get("password", "")
        if "@" not in email or len(password) < 10:
            return JsonResponse({"error": "valid email and 10+ character password required"}, status=400)
        if load_member(email):
            return JsonResponse({"error": "already registered"}, status=409)
        member = Member(email, request.POST.get("display_name", email.split("@")[0]), hash_password(password))
        store_member(member)
        return JsonResponse({"registered": member.email}, status=201)


class LoginView(View):
    def post(self, request):
        email = request.POST.get("email", "").strip().lower()
        member = load_member(email)
        if member is None or not password_matches(member, request.POST.get("password", "")):
            return JsonResponse({"error": "wrong email or password"}, status=401)
        return JsonResponse({"welcome": member.display_name})


urlpatterns = [
    path("register/", RegisterView.as_view()),
    path("login/", LoginView.as_view()),
]

application = get_wsgi_application()

if __name__ == "__main__":
    execute_from_command_line(sys.argv)
