# Helper module that sends transactional e-mail through the company SMTP relay using STARTTLS.
import os
import smtplib
import ssl
from email.message import EmailMessage

RELAY_HOST = os.environ.get("SMTP_RELAY_HOST", "smtp.mail.internal")
RELAY_PORT = int(os.environ.get("SMTP_RELAY_PORT", "587"))


def _tls_context() -> ssl.SSLContext:
    context = ssl.create_default_context()
    ca_file = os.environ.get("SMTP_CA_FILE")
    if ca_file:
        context.load_verify_locations(cafile=ca_file)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def build_message(sender: str, recipient: str, subject: str, text: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = recipient
    msg["Subject"] = subject
    msg.set_content(text)
    return msg


def send_mail(recipient: str, subject: str, text: str) -> None:
    msg = build_message(os.environ.get("MAIL_FROM", "no-reply@example.com"), recipient, subject, text)
    with smtplib.SMTP(RELAY_HOST, RELAY_PORT, timeout=20) as smtp:
        smtp.ehlo()
        smtp.starttls(context=_tls_context())
        smtp.ehlo()
        smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        smtp.send_message(msg)
