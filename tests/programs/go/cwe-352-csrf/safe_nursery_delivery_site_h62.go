// A nursery delivery site program of the h62 set (cwe-352-csrf).
package main

import (
	"context"
	"database/sql"
	"encoding/hex"
	"html/template"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// Trade customers of the nursery (landscapers, councils) keep standing
// orders for bedding plants and hedging, delivered to the site on file.
type customerKey struct{}

type account struct {
	ID      int64
	Company string
	Address string
}

type addressView struct {
	Account   account
	CSRFField template.HTML
}

var addressPage = template.Must(template.New("address").Parse(`<!doctype html>
<html><body>
<h1>Delivery site for {{.Account.Company}}</h1>
<form method="post" action="/account/delivery">
{{.CSRFField}}
<textarea name="address" rows="4" cols="50">{{.Account.Address}}</textarea>
<button type="submit">Save</button>
</form></body></html>`))

type nursery struct{ db *sql.DB }

// session resolves the signed-in trade customer and keeps it on the context.
func (n nursery) session(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ck, err := r.Cookie("nursery_session")
		if err != nil {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		var a account
		err = n.db.QueryRowContext(r.Context(), `SELECT a.id, a.company, a.delivery_address
			FROM trade_accounts a JOIN sessions s ON s.account_id = a.id
			WHERE s.token = $1 AND s.expires_at > now()`, ck.Value).Scan(&a.ID, &a.Company, &a.Address)
		if err != nil {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), customerKey{}, a)))
	})
}

func current(r *http.Request) account {
	return r.Context().Value(customerKey{}).(account)
}

func (n nursery) showAddress(w http.ResponseWriter, r *http.Request) {
	view := addressView{Account: current(r), CSRFField: csrf.TemplateField(r)}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := addressPage.Execute(w, view); err != nil {
		log.Printf("render: %v", err)
	}
}

func (n nursery) saveAddress(w http.ResponseWriter, r *http.Request) {
	addr := strings.TrimSpace(r.PostFormValue("address"))
	if addr == "" || len(addr) > 300 {
		http.Error(w, "address must be 1-300 characters", http.StatusBadRequest)
		return
	}
	_, err := n.db.ExecContext(r.Context(),
		"UPDATE trade_accounts SET delivery_address = $1 WHERE id = $2", addr, current(r).ID)
	if err != nil {
		http.Error(w, "could not save address", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/account/delivery", http.StatusSeeOther)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	key, err := hex.DecodeString(os.Getenv("CSRF_AUTH_KEY"))
	if err != nil || len(key) != 32 {
		log.Fatal("CSRF_AUTH_KEY must hold 32 hex-encoded bytes")
	}
	n := nursery{db: db}
	r := mux.NewRouter()
	r.Use(csrf.Protect(key, csrf.Path("/")))
	r.Use(n.session)
	r.HandleFunc("/account/delivery", n.showAddress).Methods(http.MethodGet)
	r.HandleFunc("/account/delivery", n.saveAddress).Methods(http.MethodPost)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
