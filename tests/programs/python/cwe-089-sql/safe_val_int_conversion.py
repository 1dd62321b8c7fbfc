# int() raises for non-integers and the except branch returns 400, so the SQL text only ever receives a Python int via %d.
from django.db import connection
from django.http import JsonResponse, HttpResponseBadRequest


def order_detail(request):
    try:
        order_id = int(request.GET.get("id", ""))
    except ValueError:
        return HttpResponseBadRequest("id must be an integer")
    with connection.cursor() as cur:
        cur.execute("SELECT id, total, status FROM orders WHERE id = %d" % order_id)
        row = cur.fetchone()
    if row is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"id": row[0], "total": str(row[1]), "status": row[2]})
