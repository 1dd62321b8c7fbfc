// A pawn receipt cloudfn program of the h61 set (cwe-079-xss).
package pawnreceipt

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"os"
	"strconv"
	"text/template"
	"time"

	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// Pledge rows are written by the online pre-appraisal form; customers describe the item themselves.
type Pledge struct {
	Ticket      int64
	Customer    string
	Description string
	LoanCents   int64
	DueDate     time.Time
}

type PledgeDAO struct{ db *sql.DB }

func (d PledgeDAO) ByTicket(ctx context.Context, ticket int64) (*Pledge, error) {
	p := &Pledge{Ticket: ticket}
	err := d.db.QueryRowContext(ctx,
		`SELECT customer_name, item_description, loan_cents, due_date FROM pledges WHERE ticket_no = $1`, ticket).
		Scan(&p.Customer, &p.Description, &p.LoanCents, &p.DueDate)
	return p, err
}

const receiptLayout = `<!doctype html>
<html><head><meta charset="utf-8"><title>Pawn ticket {{.Ticket}}</title></head>
<body>
  <h1>Pawn ticket #{{.Ticket}}</h1>
  <p>Customer: {{.Customer}}</p>
  <p>Item: {{.Description}}</p>
  <p>Loan: {{printf "%.2f" .Loan}} GBP, redeem by {{.DueDate.Format "2 Jan 2006"}}</p>
</body></html>`

type ReceiptRenderer struct{ tmpl *template.Template }

func NewReceiptRenderer() *ReceiptRenderer {
	return &ReceiptRenderer{tmpl: template.Must(template.New("receipt").Parse(receiptLayout))}
}

func (r *ReceiptRenderer) Render(w http.ResponseWriter, p *Pledge) error {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return r.tmpl.Execute(w, map[string]any{
		"Ticket": p.Ticket, "Customer": p.Customer, "Description": p.Description,
		"Loan": float64(p.LoanCents) / 100, "DueDate": p.DueDate,
	})
}

type ReceiptFunction struct {
	dao      PledgeDAO
	renderer *ReceiptRenderer
}

func (f *ReceiptFunction) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ticket, err := strconv.ParseInt(r.URL.Query().Get("ticket"), 10, 64)
	if err != nil {
		http.Error(w, "ticket number required", http.StatusBadRequest)
		return
	}
	p, err := f.dao.ByTicket(r.Context(), ticket)
	if err != nil {
		http.Error(w, "ticket not found", http.StatusNotFound)
		return
	}
	if err := f.renderer.Render(w, p); err != nil {
		log.Printf("render ticket %d: %v", ticket, err)
	}
}

func init() {
	db, err := sql.Open("pgx", os.Getenv("PAWN_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	fn := &ReceiptFunction{dao: PledgeDAO{db: db}, renderer: NewReceiptRenderer()}
	functions.HTTP("PawnReceipt", fn.ServeHTTP)
}
