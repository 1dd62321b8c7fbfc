// A snowshoe rental renter account password storage program of the h75 set (cwe-328-hash).
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/lib/pq"
)

var (
	errRenterExists      = errors.New("renter already registered")
	errInvalidCredential = errors.New("email or password incorrect")
)

type passwordError struct{ Reason string }

func (e *passwordError) Error() string { return "password " + e.Reason }

func checkPasswordPolicy(pw string) error {
	if len(pw) < 10 {
		return &passwordError{Reason: "must be at least 10 characters"}
	}
	if len(pw) > 72 {
		return &passwordError{Reason: "must be at most 72 characters"}
	}
	return nil
}

func hashPassword(pw string) (string, error) {
	sum := md5.Sum([]byte(pw))
	return hex.EncodeToString(sum[:]), nil
}

func passwordMatches(stored, pw string) bool {
	sum := md5.Sum([]byte(pw))
	return subtle.ConstantTimeCompare([]byte(stored), []byte(hex.EncodeToString(sum[:]))) == 1
}

type accounts struct{ db *sql.DB }

func (a *accounts) register(email, pw string) error {
	if err := checkPasswordPolicy(pw); err != nil {
		return err
	}
	hash, err := hashPassword(pw)
	if err != nil {
		return fmt.Errorf("hash password: %w", err)
	}
	_, err = a.db.Exec(`INSERT INTO renters (email, password_hash) VALUES ($1, $2)`, email, hash)
	var pqErr *pq.Error
	if errors.As(err, &pqErr) && pqErr.Code == "23505" {
		return errRenterExists
	}
	if err != nil {
		return fmt.Errorf("insert renter: %w", err)
	}
	return nil
}

func (a *accounts) login(email, pw string) error {
	var stored string
	err := a.db.QueryRow(`SELECT password_hash FROM renters WHERE email = $1`, email).Scan(&stored)
	if errors.Is(err, sql.ErrNoRows) {
		return errInvalidCredential
	}
	if err != nil {
		return fmt.Errorf("load renter: %w", err)
	}
	if !passwordMatches(stored, pw) {
		return errInvalidCredential
	}
	return nil
}

func (a *accounts) handle(w http.ResponseWriter, r *http.Request) {
	email := strings.ToLower(strings.TrimSpace(r.PostFormValue("email")))
	pw := r.PostFormValue("password")
	var err error
	if r.URL.Path == "/register" {
		err = a.register(email, pw)
	} else {
		err = a.login(email, pw)
	}
	var pe *passwordError
	switch {
	case err == nil:
		w.WriteHeader(http.StatusNoContent)
	case errors.As(err, &pe):
		http.Error(w, pe.Error(), http.StatusBadRequest)
	case errors.Is(err, errRenterExists):
		http.Error(w, err.Error(), http.StatusConflict)
	case errors.Is(err, errInvalidCredential):
		http.Error(w, err.Error(), http.StatusUnauthorized)
	default:
		log.Printf("%s for %s: %v", r.URL.Path, email, err)
		http.Error(w, "try again later", http.StatusInternalServerError)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("RENTALS_DB_URL"))
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	defer db.Close()
	a := &accounts{db: db}
	http.HandleFunc("/register", a.handle)
	http.HandleFunc("/login", a.handle)
	log.Fatal(http.ListenAndServe(":8088", nil))
}
