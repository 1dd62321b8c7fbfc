# Mailer used by the billing service to send invoice PDFs through the company SMTP relay.
import os
import smtplib
import ssl
from dataclasses import dataclass, field
from email.message import EmailMessage


@dataclass
class RelaySettings:
    host: str = field(default_factory=lambda: os.environ.get("SMTP_HOST", "smtp.example.com"))
    port: int = field(default_factory=lambda: int(os.environ.get("SMTP_PORT", "587")))
    username: str = field(default_factory=lambda: os.environ["SMTP_USERNAME"])
    password: str = field(default_factory=lambda: os.environ["SMTP_PASSWORD"])
    sender: str = "billing@example.com"


class InvoiceMailer:
    def __init__(self, settings: RelaySettings):
        self.settings = settings
        self.tls_context = ssl.create_default_context()

    def _build(self, to_addr: str, invoice_no: str, pdf: bytes) -> EmailMessage:
        msg = EmailMessage()
        msg["From"] = self.settings.sender
        msg["To"] = to_addr
        msg["Subject"] = f"Your invoice {invoice_no}"
        msg.set_content(f"Please find invoice {invoice_no} attached.\n\nThank you for your business.")
        msg.add_attachment(pdf, maintype="application", subtype="pdf", filename=f"{invoice_no}.pdf")
        return msg

    def send_invoice(self, to_addr: str, invoice_no: str, pdf: bytes) -> None:
        msg = self._build(to_addr, invoice_no, pdf)
        with smtplib.SMTP(self.settings.host, self.settings.port, timeout=30) as smtp:
            smtp.ehlo()
            smtp.login(self.settings.username, self.settings.password)
            smtp.send_message(msg)


def send_invoice_email(to_addr: str, invoice_no: str, pdf: bytes) -> None:
    InvoiceMailer(RelaySettings()).send_invoice(to_addr, invoice_no, pdf)
