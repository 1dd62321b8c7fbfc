# Django view that lets the support team search customers by email domain with sorting.
import logging

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse

logger = logging.getLogger(__name__)

SORTABLE = {
    "name": "c.full_name",
    "joined": "c.date_joined DESC",
    "spend": "total_spend DESC",
}

BASE_SQL = (
    "SELECT c.id, c.full_name, c.email, COALESCE(SUM(o.total), 0) AS total_spend "
    "FROM crm_customer c LEFT JOIN shop_order o ON o.customer_id = c.id "
    "WHERE c.email LIKE %s GROUP BY c.id, c.full_name, c.email ORDER BY "
)


def fetch_customers(domain, order_by):
    with connection.cursor() as cursor:
        cursor.execute(BASE_SQL + order_by + " LIMIT 50", ["%@" + domain])
        columns = [col[0] for col in cursor.description]
        return [dict(zip(columns, row)) for row in cursor.fetchall()]


@login_required
def customer_search(request):
    domain = request.GET.get("domain", "").strip().lower()
    sort_key = request.GET.get("sort", "name")
    if not domain:
        return JsonResponse({"error": "domain is required"}, status=400)
    if sort_key not in SORTABLE:
        logger.warning("unknown sort key requested: %s", sort_key)
    order_by = SORTABLE.get(sort_key, sort_key)
    return JsonResponse({"results": fetch_customers(domain, order_by)})
