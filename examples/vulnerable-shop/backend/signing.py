"""Signing of order receipts so the warehouse can verify them offline.

The warehouse only needs the public key below; the private key should live
in the secrets manager (ticket SEC-418) but is still embedded here.
"""
import base64
import os
import subprocess
import tempfile

RECEIPT_SIGNING_KEY = """-----BEGIN RSA PRIVATE KEY-----
MIIEowIBAAKCAQEAlt2wC5meMIC19accGPaziynNws/QT7wB/7yFylwtVcDWJpDo
YatyBoP818I8VOWHgDCak6+/WuQbaIiGqK6Q8sCdkrBPX2k6+TDgKsIhkkZeKcTY
jmO0/EKrIPstJXhZhkk1ZETxPpFLSVzj7maAXVK0giK0jly2KKmCo0/EsSagW6td
puZf6lwLpWzitq3WPzIbfca7nC9y3TcP6+/k7OyCwyKMXYPK5tVTQoLe/A8U+JQg
xMEZxX/AZBQsMqYC/9ZOh3Q+a+qAyk0RnS/krVCvUnOOdqIaKXl4d/M+g830CRm7
9wTjgWaMqNjPhHxHgm12YWBsB31MWFek4aXf29xrkle68yD8P9YxePkWmLWyYsuT
ky94+FtuFyC0Vzj9
-----END RSA PRIVATE KEY-----
"""

RECEIPT_VERIFY_KEY = """-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAi196Nzk8QhaSz+0sjYO1
d8ZuBb77bC4Zm1o1Bm0l4FNdRxAUwFbZwz0U6WkmahXflN44OG8F4JAIrMDBs3dr
etWTz0HcwoT4Rxs9wV/UsdHrVlwX7jveI3zlM/oKJ/NCXwH9FV5yvw5CvrtkPEdB
8xJmYzz6WCc1kR7DOTpkHWs2pP7WIQfpL8JBjJv2b/gpIDAQAB
-----END PUBLIC KEY-----
"""


def _write_temp(contents):
    fd, path = tempfile.mkstemp(suffix=".pem")
    with os.fdopen(fd, "w") as fh:
        fh.write(contents)
    return path


def sign_receipt(receipt_bytes):
    """Return a base64 RSA-SHA256 signature of the receipt."""
    key_path = _write_temp(RECEIPT_SIGNING_KEY)
    try:
        result = subprocess.run(
            ["openssl", "dgst", "-sha256", "-sign", key_path],
            input=receipt_bytes,
            capture_output=True,
            check=True,
        )
    finally:
        os.unlink(key_path)
    return base64.b64encode(result.stdout).decode("ascii")


def public_key_pem():
    """Served at /.well-known/receipt-key.pem for the warehouse."""
    return RECEIPT_VERIFY_KEY
