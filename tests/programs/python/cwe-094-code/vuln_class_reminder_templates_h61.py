# A class reminder templates program of the h61 set (cwe-094-code).
"""Dance school class reminders.

Studio owners customise the reminder e-mail body through the admin GraphQL
API (``updateReminderTemplate``); a scheduled job renders the stored template
for every student booked into tomorrow's classes.
"""
import os
import smtplib
import sqlite3
import ssl
from email.message import EmailMessage

import strawberry
from jinja2 import Environment
from strawberry.types import Info

REQUIRED_PLACEHOLDERS = ("student_name", "class_name", "starts_at")


class TemplateRepository:
    def __init__(self, path: str):
        self._path = path

    def save(self, studio_id: int, body: str) -> None:
        with sqlite3.connect(self._path) as conn:
            conn.execute(
                "INSERT INTO reminder_templates (studio_id, body) VALUES (?, ?) "
                "ON CONFLICT(studio_id) DO UPDATE SET body = excluded.body",
                (studio_id, body),
            )

    def load(self, studio_id: int) -> str | None:
        with sqlite3.connect(self._path) as conn:
            row = conn.execute("SELECT body FROM reminder_templates WHERE studio_id = ?", (studio_id,)).fetchone()
        return row[0] if row else None


class TemplateValidator:
    def problems(self, body: str) -> list[str]:
        found = [f"missing {{{{ {name} }}}}" for name in REQUIRED_PLACEHOLDERS if name not in body]
        if len(body) > 4000:
            found.append("template longer than 4000 characters")
        return found


class ReminderRenderer:
    def __init__(self):
        self._env = Environment(autoescape=True)

    def render(self, body: str, booking: dict) -> str:
        return self._env.from_string(body).render(**booking)


class ReminderJob:
    def __init__(self, templates: TemplateRepository, renderer: ReminderRenderer):
        self._templates = templates
        self._renderer = renderer

    def send_for(self, studio_id: int, bookings: list[dict]) -> None:
        body = self._templates.load(studio_id)
        if body is None:
            return
        context = ssl.create_default_context()
        with smtplib.SMTP(os.environ["SMTP_HOST"], 587, timeout=30) as smtp:
            smtp.starttls(context=context)
            smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
            for booking in bookings:
                message = EmailMessage()
                message["From"] = os.environ["REMINDER_FROM"]
                message["To"] = booking["email"]
                message["Subject"] = f"See you tomorrow at {booking['class_name']}"
                message.set_content(self._renderer.render(body, booking), subtype="html")
                smtp.send_message(message)


@strawberry.type
class Query:
    @strawberry.field
    def reminder_template(self, info: Info) -> str | None:
        # studio_id is set by the admin gateway from the signed-in owner's session
        return info.context["templates"].load(info.context["studio_id"])


@strawberry.type
class Mutation:
    @strawberry.mutation
    def update_reminder_template(self, info: Info, body: str) -> list[str]:
        problems = TemplateValidator().problems(body)
        if not problems:
            info.context["templates"].save(info.context["studio_id"], body)
        return problems


schema = strawberry.Schema(query=Query, mutation=Mutation)
