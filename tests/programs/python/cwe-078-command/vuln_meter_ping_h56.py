# Falcon resource that lets field engineers check reachability of a smart meter gateway
import re
import subprocess

import falcon

IPV4 = re.compile(r"\d{1,3}(\.\d{1,3}){3}")


def guard_host(raw):
    if not raw or not IPV4.search(raw):
        return None
    return raw.strip()


def ping_command(host, count):
    return f"ping -c {count} -W 2 {host}"


def run_probe(command):
    proc = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=15)
    return proc.returncode == 0, proc.stdout.splitlines()[-2:]


def clamp(low, high):
    return lambda value: max(low, min(int(value), high))


probe_count = clamp(1, 5)


class GatewayProbe:
    def on_post(self, req, resp):
        body = req.get_media()
        host = guard_host(body.get("gateway_ip"))
        if host is None:
            raise falcon.HTTPBadRequest(title="invalid gateway address")
        reachable, summary = run_probe(ping_command(host, probe_count(body.get("count", 2))))
        resp.media = {"gateway": host, "reachable": reachable, "summary": summary}


app = falcon.App()
app.add_route("/meters/gateway-probe", GatewayProbe())
