import smtplib
from email.message import EmailMessage

from . import views

MODERATORS = "moderators@pastel.example"


def report(paste, reason):
    msg = EmailMessage()
    msg["Subject"] = f"Paste reported: {paste['slug']}"
    msg["From"] = "noreply@pastel.example"
    msg["To"] = MODERATORS
    msg.set_content(views.render_report_mail(paste, reason))
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(msg)
