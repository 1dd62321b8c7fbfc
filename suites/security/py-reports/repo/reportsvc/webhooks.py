import json
import urllib.parse
import urllib.request

from . import settings


def test_webhook(url):
    """'Send test event' button: POST a sample event to the URL the user typed and show the answer."""
    req = urllib.request.Request(url, data=b'{"event": "test"}', headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        return resp.status, resp.read(2048).decode("utf-8", "replace")


def notify(url, report_name):
    """Post a 'report ready' event to a configured webhook (Slack or PagerDuty only)."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in settings.WEBHOOK_ALLOWED_HOSTS:
        raise ValueError(f"webhook host not allowed: {parts.hostname}")
    body = json.dumps({"text": f"Report {report_name} is ready"}).encode("utf-8")
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        return resp.status
