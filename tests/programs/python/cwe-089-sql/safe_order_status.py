# Django view listing the signed-in customer's orders filtered by status.
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

from .models import Order


class OrderQueries:
    table = Order._meta.db_table

    def for_customer(self, customer_id, status):
        sql = (
            f"SELECT * FROM {self.table} "
            "WHERE customer_id = %s AND status = %s "
            "ORDER BY created_at DESC"
        )
        return Order.objects.raw(sql, [customer_id, status])


@login_required
def my_orders(request):
    status = request.GET.get("status", "open")
    orders = OrderQueries().for_customer(request.user.id, status)
    data = [
        {"id": order.id, "status": order.status, "total": str(order.total)}
        for order in orders
    ]
    return JsonResponse({"orders": data})
