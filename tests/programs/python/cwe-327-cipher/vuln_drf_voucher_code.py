# Django REST Framework view issuing encrypted voucher codes
import base64
import os

from Crypto.Cipher import DES
from Crypto.Util.Padding import pad
from rest_framework.response import Response
from rest_framework.views import APIView

VOUCHER_KEY = bytes.fromhex(os.environ["VOUCHER_KEY_HEX"])[:8]


class VoucherView(APIView):
    def post(self, request):
        amount = int(request.data.get("amount", 10))
        plain = f"{request.user.pk}:{amount}".encode()
        iv = os.urandom(8)
        cipher = DES.new(VOUCHER_KEY, DES.MODE_CBC, iv=iv)
        code = base64.urlsafe_b64encode(iv + cipher.encrypt(pad(plain, 8))).decode()
        return Response({"voucher": code})
