# Django view that tails a service log on a remote host over SSH for the ops dashboard.
import os

import paramiko
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

SSH_HOST = os.environ.get("OPS_SSH_HOST", "app01.internal")
SSH_USER = os.environ.get("OPS_SSH_USER", "opsbot")
SSH_KEY = os.environ.get("OPS_SSH_KEY", "/etc/opsbot/id_ed25519")
KNOWN_SERVICES = {"nginx", "gunicorn", "celery", "redis"}


def open_client():
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(SSH_HOST, username=SSH_USER, key_filename=SSH_KEY, timeout=10)
    return client


def run_remote(command):
    client = open_client()
    try:
        _stdin, stdout, stderr = client.exec_command(command, timeout=20)
        return stdout.read().decode(), stderr.read().decode()
    finally:
        client.close()


@require_GET
def tail_service_log(request):
    service = request.GET.get("service", "")
    if service not in KNOWN_SERVICES:
        return HttpResponseBadRequest("unknown service")
    try:
        lines = int(request.GET.get("lines", "100"))
    except ValueError:
        return HttpResponseBadRequest("lines must be a number")
    lines = max(1, min(lines, 500))
    command = f"tail -n {lines} /var/log/{service}/current.log"
    out, err = run_remote(command)
    return JsonResponse({"service": service, "output": out, "errors": err})
