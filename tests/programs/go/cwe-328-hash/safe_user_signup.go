// Registration endpoint that creates an account and stores the password digest.
package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"strings"

	_ "github.com/lib/pq"
	"golang.org/x/crypto/bcrypt"
)

type signupHandler struct {
	db *sql.DB
}

func hashPassword(password string) (string, error) {
	hashed, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return "", err
	}
	return string(hashed), nil
}

func (h signupHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	email := strings.ToLower(strings.TrimSpace(r.FormValue("email")))
	password := r.FormValue("password")
	if !strings.Contains(email, "@") || len(password) < 10 {
		http.Error(w, "invalid email or password too short", http.StatusBadRequest)
		return
	}
	digest, err := hashPassword(password)
	if err != nil {
		http.Error(w, "could not create account", http.StatusInternalServerError)
		return
	}
	_, err = h.db.ExecContext(r.Context(), "INSERT INTO users (email, password_hash) VALUES ($1, $2)", email, digest)
	if err != nil {
		http.Error(w, "could not create account", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	http.Handle("/signup", signupHandler{db: db})
	log.Fatal(http.ListenAndServe(":8108", nil))
}
