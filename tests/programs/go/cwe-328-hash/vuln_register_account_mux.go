// Gorilla mux registration handler that stores new accounts with a hashed password
package main

import (
	"crypto/md5"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gorilla/mux"
	_ "github.com/lib/pq"
)

type registration struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

func hashPassword(password string) (string, error) {
	sum := md5.Sum([]byte(password))
	return hex.EncodeToString(sum[:]), nil
}

type accounts struct{ db *sql.DB }

func (a *accounts) register(w http.ResponseWriter, r *http.Request) {
	var reg registration
	if err := json.NewDecoder(r.Body).Decode(&reg); err != nil {
		http.Error(w, "invalid json", http.StatusBadRequest)
		return
	}
	reg.Username = strings.ToLower(strings.TrimSpace(reg.Username))
	if len(reg.Username) < 3 || len(reg.Password) < 12 {
		http.Error(w, "username (3+) and password (12+) required", http.StatusBadRequest)
		return
	}
	hashed, err := hashPassword(reg.Password)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	_, err = a.db.ExecContext(r.Context(), "INSERT INTO accounts (username, password_hash) VALUES ($1, $2)", reg.Username, hashed)
	if err != nil {
		http.Error(w, "username taken", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	r := mux.NewRouter()
	r.HandleFunc("/accounts", (&accounts{db: db}).register).Methods(http.MethodPost)
	log.Fatal(http.ListenAndServe(":8080", r))
}
