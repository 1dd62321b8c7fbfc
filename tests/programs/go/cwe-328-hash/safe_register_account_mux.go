// Gorilla mux registration handler that stores new accounts with a hashed password
package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gorilla/mux"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/argon2"
)

type registration struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

func hashPassword(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, 3, 64*1024, 2, 32)
	return fmt.Sprintf("$argon2id$v=%d$m=65536,t=3,p=2$%s$%s", argon2.Version,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
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
