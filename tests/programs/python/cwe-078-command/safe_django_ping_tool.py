# Django view for the network diagnostics page that pings a host entered by a signed-in user.
import ipaddress
import subprocess

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

MAX_COUNT = 10


def build_ping_command(host, count):
    return ["ping", "-c", str(count), "-W", "2", host]


def parse_count(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return None
    return max(1, min(value, MAX_COUNT))


@login_required
@require_POST
def ping_host(request):
    host = request.POST.get("host", "").strip()
    count = parse_count(request.POST.get("count", "3"))
    if count is None:
        return JsonResponse({"error": "count must be a number"}, status=400)
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return JsonResponse({"error": "host must be an IP address"}, status=400)
    cmd = build_ping_command(str(address), count)
    proc = subprocess.run(cmd, shell=False, capture_output=True, text=True, timeout=30)
    return JsonResponse({"rc": proc.returncode, "output": proc.stdout[-4000:]})
