// A member logins program of the h68 set (cwe-328-hash).
// fencing clubs: member sign-up and login for the piste booking page of the club
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type store[K comparable, V any] struct {
	mu sync.RWMutex
	m  map[K]V
}

func newStore[K comparable, V any]() *store[K, V] { return &store[K, V]{m: make(map[K]V)} }

func (s *store[K, V]) load(k K) (V, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	v, ok := s.m[k]
	return v, ok
}

func (s *store[K, V]) insert(k K, v V) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, exists := s.m[k]; exists {
		return false
	}
	s.m[k] = v
	return true
}

type member struct {
	Email    string
	Name     string
	Weapon   string
	Password string // stored hash
}

type credentials struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Weapon   string `json:"weapon"`
	Password string `json:"password"`
}

func hashPassword(pw string) (string, error) {
	sum := md5.Sum([]byte(pw))
	return hex.EncodeToString(sum[:]), nil
}

func checkPassword(stored, pw string) error {
	sum := md5.Sum([]byte(pw))
	if subtle.ConstantTimeCompare([]byte(stored), []byte(hex.EncodeToString(sum[:]))) != 1 {
		return errors.New("password mismatch")
	}
	return nil
}

func readCreds(r *http.Request) (credentials, error) {
	var c credentials
	err := json.NewDecoder(r.Body).Decode(&c)
	c.Email = strings.ToLower(strings.TrimSpace(c.Email))
	if err == nil && (c.Email == "" || len(c.Password) < 10) {
		err = errors.New("email and a password of at least 10 characters are required")
	}
	return c, err
}

func main() {
	members := newStore[string, member]()

	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Post("/members", func(w http.ResponseWriter, r *http.Request) {
		c, err := readCreds(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		hash, err := hashPassword(c.Password)
		if err != nil {
			http.Error(w, "could not register", http.StatusInternalServerError)
			return
		}
		if !members.insert(c.Email, member{Email: c.Email, Name: c.Name, Weapon: c.Weapon, Password: hash}) {
			http.Error(w, "already registered", http.StatusConflict)
			return
		}
		w.WriteHeader(http.StatusCreated)
	})
	r.Post("/login", func(w http.ResponseWriter, r *http.Request) {
		c, err := readCreds(r)
		if err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		m, ok := members.load(c.Email)
		if !ok || checkPassword(m.Password, c.Password) != nil {
			http.Error(w, "invalid email or password", http.StatusUnauthorized)
			return
		}
		slog.Info("member login", "email", m.Email, "weapon", m.Weapon)
		json.NewEncoder(w).Encode(map[string]string{"welcome": m.Name})
	})
	http.ListenAndServe(":8091", r)
}
