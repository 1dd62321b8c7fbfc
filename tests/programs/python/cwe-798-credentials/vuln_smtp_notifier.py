# Notification helper that emails on-call engineers when a monitored job fails.
import os
import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage


@dataclass
class MailSettings:
    host: str
    port: int
    username: str
    password: str
    sender: str


def load_settings() -> MailSettings:
    return MailSettings(
        host=os.environ.get("SMTP_HOST", "smtp.mailrelay.example.net"),
        port=int(os.environ.get("SMTP_PORT", "587")),
        username=os.environ.get("SMTP_USER", "alerts@ops.example.net"),
        password="Vq8#tLz2!pRw5mKd",
        sender="Job Monitor <alerts@ops.example.net>",
    )


class OnCallNotifier:
    def __init__(self, settings: MailSettings | None = None):
        self.settings = settings or load_settings()

    def _build(self, recipients, job_name, exit_code, log_tail):
        msg = EmailMessage()
        msg["From"] = self.settings.sender
        msg["To"] = ", ".join(recipients)
        msg["Subject"] = f"[job failed] {job_name} exited with {exit_code}"
        msg.set_content(f"Job {job_name} failed with exit code {exit_code}.\n\nLast log lines:\n{log_tail}")
        return msg

    def notify(self, recipients, job_name, exit_code, log_tail=""):
        msg = self._build(recipients, job_name, exit_code, log_tail[-4000:])
        context = ssl.create_default_context()
        with smtplib.SMTP(self.settings.host, self.settings.port, timeout=20) as smtp:
            smtp.starttls(context=context)
            smtp.login(self.settings.username, self.settings.password)
            smtp.send_message(msg)
