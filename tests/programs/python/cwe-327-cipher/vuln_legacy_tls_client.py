# Client for the legacy billing gateway
import socket
import ssl


def open_channel(host, port=8443, version=ssl.PROTOCOL_TLSv1):
    ctx = ssl.SSLContext(version)
    ctx.load_verify_locations("/etc/billing/ca.pem")
    raw = socket.create_connection((host, port))
    return ctx.wrap_socket(raw, server_hostname=host)
