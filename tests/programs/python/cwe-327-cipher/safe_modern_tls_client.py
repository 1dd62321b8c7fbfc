# Client for the billing gateway
import socket
import ssl

from OpenSSL import SSL


def open_channel(host, port=8443):
    ctx = ssl.create_default_context(cafile="/etc/billing/ca.pem")
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    raw = socket.create_connection((host, port))
    return ctx.wrap_socket(raw, server_hostname=host)


def make_server_context(cert, key):
    ctx = SSL.Context(SSL.SSLv23_METHOD)
    ctx.set_options(SSL.OP_NO_SSLv2 | SSL.OP_NO_SSLv3 | SSL.OP_NO_TLSv1 | SSL.OP_NO_TLSv1_1)
    ctx.use_certificate_file(cert)
    ctx.use_privatekey_file(key)
    return ctx
