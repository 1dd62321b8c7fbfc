# Mutual-TLS listener built on pyOpenSSL
from OpenSSL import SSL


def make_context(cert, key):
    ctx = SSL.Context(SSL.SSLv23_METHOD)
    ctx.use_certificate_file(cert)
    ctx.use_privatekey_file(key)
    return ctx
