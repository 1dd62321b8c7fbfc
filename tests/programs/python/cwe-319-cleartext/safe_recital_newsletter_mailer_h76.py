# A yodeling school recital newsletter mailer program of the h76 set (cwe-319-cleartext).
import csv
import os
import smtplib
import ssl
import sys
from email.message import EmailMessage
from string import Template


class SmtpSettings:
    def __init__(self, host: str, port: int, user: str, password: str, starttls: bool):
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.starttls = starttls


class NewsletterMailer:
    def __init__(self, settings: SmtpSettings, sender: str):
        self.settings = settings
        self.sender = sender
        self.sent = 0

    def _open(self) -> smtplib.SMTP:
        conn = smtplib.SMTP(self.settings.host, self.settings.port, timeout=30)
        conn.ehlo()
        if self.settings.starttls:
            conn.starttls(context=ssl.create_default_context())
            conn.ehlo()
        conn.login(self.settings.user, self.settings.password)
        return conn

    def send_all(self, recipients, subject: str, body: Template) -> int:
        with self._open() as conn:
            for row in recipients:
                msg = EmailMessage()
                msg["From"] = self.sender
                msg["To"] = row["email"]
                msg["Subject"] = subject
                msg.set_content(body.substitute(name=row["name"], voice=row.get("voice", "alto")))
                conn.send_message(msg)
                self.sent += 1
        return self.sent


BODY = Template(
    "Gruezi $name,\n\n"
    "Our spring recital is on Saturday at the Alpine Hall. As a $voice, please arrive\n"
    "by 17:00 for warm-up. The programme includes the Appenzeller Kuhreihen and two\n"
    "new pieces by our yodel choir.\n\n"
    "Holadi-ri-di-o,\nThe Echo Valley Yodel School\n"
)


def load_recipients(path: str):
    with open(path, newline="", encoding="utf-8") as fh:
        return [row for row in csv.DictReader(fh) if row.get("email")]


def build_mailer() -> NewsletterMailer:
    settings = SmtpSettings(
        host=os.environ.get("SMTP_HOST", "mail.echovalley-yodel.example"),
        port=int(os.environ.get("SMTP_PORT", "587")),
        user=os.environ["SMTP_USER"],
        password=os.environ["SMTP_PASSWORD"],
        starttls=True,
    )
    return NewsletterMailer(settings, sender="recitals@echovalley-yodel.example")


def main(argv) -> int:
    if len(argv) != 2:
        print("usage: recital_mailer.py recipients.csv", file=sys.stderr)
        return 2
    recipients = load_recipients(argv[1])
    mailer = build_mailer()
    count = mailer.send_all(recipients, "Spring recital: call time and programme", BODY)
    print(f"sent {count} newsletters")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
