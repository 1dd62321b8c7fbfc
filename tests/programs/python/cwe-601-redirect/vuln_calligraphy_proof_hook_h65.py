# A calligraphy proof hook program of the h65 set (cwe-601-redirect).
import os

from flask import Flask, abort, g, redirect, render_template, request, url_for
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine(os.environ["CALLIGRAPHY_DB_URL"], pool_pre_ping=True)


@app.before_request
def remember_return_target():
    """Pages inside the proof viewer pass return_to so the client lands back where they were."""
    target = request.args.get("return_to", "")
    if target and target.startswith("/"):
        g.return_to = target
    else:
        g.return_to = url_for("commissions")


@app.get("/commissions")
def commissions():
    return render_template("commissions.html")


@app.get("/proofs/<int:proof_id>/signed-off")
def proof_signed_off(proof_id):
    """The embedded viewer navigates here once the client has ticked every line of the proof."""
    with engine.connect() as conn:
        proof = conn.execute(
            text("SELECT id, script, signed_off_at FROM proofs WHERE id = :id"),
            {"id": proof_id},
        ).mappings().first()
    if proof is None:
        abort(404)
    if proof["signed_off_at"] is None:
        return redirect(url_for("proof_pending", proof_id=proof_id), code=303)
    return redirect(g.return_to, code=303)


@app.get("/proofs/<int:proof_id>/pending")
def proof_pending(proof_id):
    return render_template("proof_pending.html", proof_id=proof_id, back=g.return_to)


@app.get("/proofs/<int:proof_id>/close")
def leave_viewer(proof_id):
    return redirect(g.return_to, code=303)
