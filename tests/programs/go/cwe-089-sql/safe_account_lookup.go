// Account lookup endpoint returning a user's email and plan by username.
package main

import (
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"

	_ "github.com/lib/pq"
)

type account struct {
	ID    int64  `json:"id"`
	Email string `json:"email"`
	Plan  string `json:"plan"`
}

type accountRepo struct {
	db *sql.DB
}

func (r accountRepo) byUsername(username string) (*account, error) {
	query := "SELECT id, email, plan FROM accounts WHERE username = $1"
	var a account
	if err := r.db.QueryRow(query, username).Scan(&a.ID, &a.Email, &a.Plan); err != nil {
		return nil, err
	}
	return &a, nil
}

func (r accountRepo) handle(w http.ResponseWriter, req *http.Request) {
	a, err := r.byUsername(req.URL.Query().Get("username"))
	if err == sql.ErrNoRows {
		http.Error(w, "no such account", http.StatusNotFound)
		return
	} else if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(a)
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	repo := accountRepo{db: db}
	http.HandleFunc("/accounts", repo.handle)
	log.Fatal(http.ListenAndServe(":8088", nil))
}
