# Pyramid view that renders a loan receipt page for a library checkout with an optional gift note.
from chameleon import PageTemplate
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

RECEIPT = PageTemplate(
    """<html>
  <body>
    <h2>Loan receipt #${loan.id}</h2>
    <p>Borrower: ${loan.borrower}</p>
    <ul>
      <li tal:repeat="title loan.titles">${title}</li>
    </ul>
    <p>Due back: ${loan.due}</p>
    <blockquote class="gift">${structure: gift_note}</blockquote>
  </body>
</html>"""
)


class Loan:
    def __init__(self, loan_id, borrower, titles, due):
        self.id = loan_id
        self.borrower = borrower
        self.titles = titles
        self.due = due


def find_loan(dbsession, loan_id: int):
    row = dbsession.execute(
        text("SELECT id, borrower, due FROM loans WHERE id = :id"), {"id": loan_id}
    ).first()
    if row is None:
        return None
    titles = [
        r.title
        for r in dbsession.execute(
            text("SELECT title FROM loan_items WHERE loan_id = :id"), {"id": loan_id}
        )
    ]
    return Loan(row.id, row.borrower, titles, row.due)


@view_config(route_name="loan_receipt")
def loan_receipt(request):
    loan = find_loan(request.dbsession, int(request.matchdict["loan_id"]))
    if loan is None:
        raise HTTPNotFound()
    gift_note = request.params.get("gift_note", "")[:500]
    body = RECEIPT(loan=loan, gift_note=gift_note)
    return Response(body, content_type="text/html", charset="utf-8")
