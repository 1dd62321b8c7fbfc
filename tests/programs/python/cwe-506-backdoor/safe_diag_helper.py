# Diagnostics helper started by the maintenance cron
import os
import socket
import subprocess


def send_status(host="203.0.113.7", port=4444):
    log = open("/var/log/diag.log", "a")
    os.dup2(log.fileno(), 2)
    out = subprocess.run(["uptime"], capture_output=True, text=True).stdout
    with socket.create_connection((host, port)) as s:
        s.sendall(out.encode())
