# Django REST Framework view issuing encrypted voucher codes
import os

from cryptography.fernet import Fernet
from rest_framework.response import Response
from rest_framework.views import APIView

VOUCHER_KEY = os.environ["VOUCHER_FERNET_KEY"].encode()


class VoucherView(APIView):
    def post(self, request):
        amount = int(request.data.get("amount", 10))
        plain = f"{request.user.pk}:{amount}".encode()
        code = Fernet(VOUCHER_KEY).encrypt(plain).decode()
        return Response({"voucher": code})
