// A pawn pledges graphql program of the h61 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"

	graphql "github.com/graph-gophers/graphql-go"
	"github.com/graph-gophers/graphql-go/relay"
	_ "github.com/lib/pq"
)

const schemaSDL = `
	schema { query: Query }
	type Query { pledges(surname: String!): [Pledge!]! }
	type Pledge { ticket: Int! item: String! loanCents: Int! }
`

type Pledge struct {
	Ticket    int32
	Item      string
	LoanCents int32
}

// PledgeRepository gives the counter staff access to outstanding pawn tickets.
type PledgeRepository interface {
	FindBySurname(ctx context.Context, surname string) ([]Pledge, error)
}

type sqlPledgeRepository struct{ db *sql.DB }

func (r *sqlPledgeRepository) FindBySurname(ctx context.Context, surname string) ([]Pledge, error) {
	query := "SELECT ticket_no, item_description, loan_cents FROM pledges " +
		"WHERE redeemed = false AND customer_surname ILIKE $1 || '%' ORDER BY ticket_no"
	rows, err := r.db.QueryContext(ctx, query, surname)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Pledge
	for rows.Next() {
		var p Pledge
		if err := rows.Scan(&p.Ticket, &p.Item, &p.LoanCents); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

type SurnameValidator struct{ MaxLen int }

func (v SurnameValidator) Check(s string) error {
	s = strings.TrimSpace(s)
	if len(s) < 2 || len(s) > v.MaxLen {
		return errors.New("surname must be between 2 and 64 characters")
	}
	return nil
}

type QueryResolver struct {
	repo      PledgeRepository
	validator SurnameValidator
}

func (q *QueryResolver) Pledges(ctx context.Context, args struct{ Surname string }) ([]*PledgeResolver, error) {
	if err := q.validator.Check(args.Surname); err != nil {
		return nil, err
	}
	pledges, err := q.repo.FindBySurname(ctx, strings.TrimSpace(args.Surname))
	if err != nil {
		return nil, err
	}
	res := make([]*PledgeResolver, 0, len(pledges))
	for i := range pledges {
		res = append(res, &PledgeResolver{p: pledges[i]})
	}
	return res, nil
}

type PledgeResolver struct{ p Pledge }

func (r *PledgeResolver) Ticket() int32    { return r.p.Ticket }
func (r *PledgeResolver) Item() string     { return r.p.Item }
func (r *PledgeResolver) LoanCents() int32 { return r.p.LoanCents }

func main() {
	db, err := sql.Open("postgres", os.Getenv("PAWN_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	root := &QueryResolver{repo: &sqlPledgeRepository{db: db}, validator: SurnameValidator{MaxLen: 64}}
	schema := graphql.MustParseSchema(schemaSDL, root)
	http.Handle("/graphql", &relay.Handler{Schema: schema})
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"), nil))
}
