// A cask ownership transfer program of the h64 set (cwe-352-csrf).
package main

import (
	"database/sql"
	"encoding/hex"
	"html/template"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type app struct{ db *sql.DB }

var transferForm = template.Must(template.New("transfer").Parse(`<!doctype html>
<form method="post" action="/casks/transfer">
  {{.CSRFField}}
  {{range .Casks}}<label><input type="checkbox" name="cask" value="{{.}}"> Cask {{.}}</label><br>{{end}}
  <input name="to_customer" placeholder="customer number">
  <button>Transfer ownership</button>
</form>`))

// sessions are issued by the cooperage login service and stored in the shared table
func (a *app) customerFor(r *http.Request) (int64, bool) {
	c, err := r.Cookie("cooper_session")
	if err != nil {
		return 0, false
	}
	var id int64
	err = a.db.QueryRowContext(r.Context(),
		`SELECT customer_id FROM sessions WHERE token = $1 AND expires_at > now()`, c.Value).Scan(&id)
	return id, err == nil
}

func (a *app) showTransfer(w http.ResponseWriter, r *http.Request) {
	owner, ok := a.customerFor(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	rows, err := a.db.QueryContext(r.Context(), `SELECT cask_no FROM casks WHERE owner_id = $1 ORDER BY cask_no`, owner)
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var casks []string
	for rows.Next() {
		var no string
		if rows.Scan(&no) == nil {
			casks = append(casks, no)
		}
	}
	_ = transferForm.Execute(w, map[string]any{"Casks": casks, "CSRFField": csrf.TemplateField(r)})
}

func (a *app) transfer(w http.ResponseWriter, r *http.Request) {
	owner, ok := a.customerFor(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	if err := r.ParseForm(); err != nil {
		http.Error(w, "invalid form", http.StatusBadRequest)
		return
	}
	to, err := strconv.ParseInt(r.PostForm.Get("to_customer"), 10, 64)
	if err != nil {
		http.Error(w, "customer number required", http.StatusBadRequest)
		return
	}
	moved := 0
	for _, cask := range r.PostForm["cask"] {
		res, err := a.db.ExecContext(r.Context(),
			`UPDATE casks SET owner_id = $1 WHERE cask_no = $2 AND owner_id = $3`, to, cask, owner)
		if err == nil {
			if n, _ := res.RowsAffected(); n == 1 {
				moved++
			}
		}
	}
	log.Printf("customer %d transferred %d casks to %d", owner, moved, to)
	http.Redirect(w, r, "/casks/transfer", http.StatusSeeOther)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	csrfKey, err := hex.DecodeString(os.Getenv("CSRF_AUTH_KEY"))
	if err != nil || len(csrfKey) != 32 {
		log.Fatal("CSRF_AUTH_KEY must be 32 hex-encoded bytes")
	}
	a := &app{db: db}
	r := mux.NewRouter()
	r.Use(csrf.Protect(csrfKey))
	r.HandleFunc("/casks/transfer", a.showTransfer).Methods(http.MethodGet)
	r.HandleFunc("/casks/transfer", a.transfer).Methods(http.MethodPost)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
