# Django view for the network diagnostics page that pings a host entered by a signed-in user.
import subprocess

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

MAX_COUNT = 10


def build_ping_command(host, count):
    return f"ping -c {count} -W 2 {host}"


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
    if not host:
        return JsonResponse({"error": "host is required"}, status=400)
    cmd = build_ping_command(host, count)
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
    return JsonResponse({"rc": proc.returncode, "output": proc.stdout[-4000:]})
