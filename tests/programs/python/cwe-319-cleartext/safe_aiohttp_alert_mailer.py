# aiohttp endpoint that emails on-call engineers when the monitoring system posts an alert.
import asyncio
import hmac
import os
import smtplib
import ssl
from email.message import EmailMessage

from aiohttp import web

SMTP_HOST = os.environ.get("SMTP_HOST", "smtp.example.com")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "587"))
SMTP_USER = os.environ.get("SMTP_USER", "alerts@example.com")
SMTP_PASSWORD = os.environ["SMTP_PASSWORD"]
ALERT_TOKEN = os.environ["ALERT_TOKEN"]
ON_CALL = ["oncall-primary@example.com", "oncall-secondary@example.com"]


def build_message(alert: dict) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = SMTP_USER
    msg["To"] = ", ".join(ON_CALL)
    msg["Subject"] = f"[{alert.get('severity', 'info').upper()}] {alert.get('title', 'alert')}"
    msg.set_content(str(alert.get("description", "")))
    return msg


def send_mail(msg: EmailMessage) -> None:
    tls_context = ssl.create_default_context()
    with smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=20) as smtp:
        smtp.ehlo()
        smtp.starttls(context=tls_context)
        smtp.ehlo()
        smtp.login(SMTP_USER, SMTP_PASSWORD)
        smtp.send_message(msg)


async def receive_alert(request: web.Request) -> web.Response:
    if not hmac.compare_digest(request.headers.get("X-Alert-Token", ""), ALERT_TOKEN):
        raise web.HTTPUnauthorized()
    alert = await request.json()
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, send_mail, build_message(alert))
    return web.json_response({"sent_to": len(ON_CALL)})


app = web.Application()
app.router.add_post("/alerts", receive_alert)

if __name__ == "__main__":
    web.run_app(app, port=8085)
