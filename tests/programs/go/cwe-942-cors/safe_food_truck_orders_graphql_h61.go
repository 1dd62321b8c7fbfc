// A food truck orders graphql program of the h61 set (cwe-942-cors).
package main

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"net/http"
	"os"

	graphql "github.com/graph-gophers/graphql-go"
	"github.com/graph-gophers/graphql-go/relay"
	_ "github.com/lib/pq"
	"github.com/rs/cors"
)

const schemaSDL = `
	schema { query: Query }
	type Query { myOrders: [Order!]! }
	type Order { id: Int! truck: String! total: Int! status: String! }
`

type ctxKey struct{}

// SessionMiddleware resolves the "truckstop_session" cookie set by the ordering site.
type SessionMiddleware struct{ db *sql.DB }

func (m SessionMiddleware) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("truckstop_session"); err == nil {
			var customer int32
			if m.db.QueryRowContext(r.Context(), `SELECT customer_id FROM sessions WHERE token = $1 AND expires_at > now()`, c.Value).Scan(&customer) == nil {
				r = r.WithContext(context.WithValue(r.Context(), ctxKey{}, customer))
			}
		}
		next.ServeHTTP(w, r)
	})
}

type OrderResolver struct {
	id, total     int32
	truck, status string
}

func (o *OrderResolver) ID() int32      { return o.id }
func (o *OrderResolver) Truck() string  { return o.truck }
func (o *OrderResolver) Total() int32   { return o.total }
func (o *OrderResolver) Status() string { return o.status }

type Resolver struct{ db *sql.DB }

func (r *Resolver) MyOrders(ctx context.Context) ([]*OrderResolver, error) {
	customer, ok := ctx.Value(ctxKey{}).(int32)
	if !ok {
		return nil, errors.New("not signed in")
	}
	rows, err := r.db.QueryContext(ctx, `SELECT o.id, t.name, o.total_cents, o.status FROM orders o
		JOIN trucks t ON t.id = o.truck_id WHERE o.customer_id = $1 ORDER BY o.id DESC LIMIT 50`, customer)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*OrderResolver
	for rows.Next() {
		o := &OrderResolver{}
		if err := rows.Scan(&o.id, &o.truck, &o.total, &o.status); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("TRUCKSTOP_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	schema := graphql.MustParseSchema(schemaSDL, &Resolver{db: db})
	api := SessionMiddleware{db: db}.Wrap(&relay.Handler{Schema: schema})
	c := cors.New(cors.Options{
		AllowedOrigins:   []string{"https://order.truckstop-eats.com", "https://admin.truckstop-eats.com"},
		AllowedMethods:   []string{http.MethodGet, http.MethodPost},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
	})
	http.Handle("/graphql", c.Handler(api))
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"), nil))
}
