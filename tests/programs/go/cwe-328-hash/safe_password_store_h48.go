// Chi handlers for member sign-up and password login.
package members

import (
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
	"golang.org/x/crypto/bcrypt"
)

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

type MemberService struct {
	DB *sql.DB
}

func (m *MemberService) hashPassword(pw string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)
	return string(h), err
}

func (m *MemberService) Routes(r chi.Router) {
	r.Post("/signup", m.signup)
	r.Post("/login", m.login)
}

func (m *MemberService) signup(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil || len(c.Password) < 10 || len(c.Password) > 72 {
		http.Error(w, "invalid sign-up request", http.StatusBadRequest)
		return
	}
	hash, err := m.hashPassword(c.Password)
	if err != nil {
		http.Error(w, "could not create member", http.StatusInternalServerError)
		return
	}
	_, err = m.DB.ExecContext(r.Context(),
		"INSERT INTO members (email, password_hash) VALUES ($1, $2)", c.Email, hash)
	if err != nil {
		http.Error(w, "could not create member", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (m *MemberService) login(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		http.Error(w, "invalid login request", http.StatusBadRequest)
		return
	}
	var stored string
	err := m.DB.QueryRowContext(r.Context(),
		"SELECT password_hash FROM members WHERE email = $1", c.Email).Scan(&stored)
	if err != nil || bcrypt.CompareHashAndPassword([]byte(stored), []byte(c.Password)) != nil {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
