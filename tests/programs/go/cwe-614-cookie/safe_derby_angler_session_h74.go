// A derby angler session program of the h74 set (cwe-614-cookie).
package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"golang.org/x/crypto/bcrypt"
)

type angler struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Hole     string `json:"hole"`
	PassHash string `json:"pass_hash"`
}

type authResult struct {
	who angler
	err error
}

var (
	anglers  map[string]angler
	sessions sync.Map // token -> email
)

func loadAnglers(path string) map[string]angler {
	raw, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	var list []angler
	if err := json.Unmarshal(raw, &list); err != nil {
		log.Fatal(err)
	}
	m := make(map[string]angler, len(list))
	for _, a := range list {
		m[a.Email] = a
	}
	return m
}

func authenticate(email, password string, out chan<- authResult) {
	a, ok := anglers[email]
	if !ok {
		out <- authResult{err: errors.New("unknown angler")}
		return
	}
	if err := bcrypt.CompareHashAndPassword([]byte(a.PassHash), []byte(password)); err != nil {
		out <- authResult{err: err}
		return
	}
	out <- authResult{who: a}
}

func newToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func loginHandler(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()

	res := make(chan authResult, 1)
	go authenticate(r.FormValue("email"), r.FormValue("password"), res)

	var ar authResult
	select {
	case ar = <-res:
	case <-ctx.Done():
		http.Error(w, "sign-in timed out, try again", http.StatusGatewayTimeout)
		return
	}
	if ar.err != nil {
		http.Error(w, "wrong email or password", http.StatusUnauthorized)
		return
	}

	token := newToken()
	sessions.Store(token, ar.who.Email)
	http.SetCookie(w, &http.Cookie{
		Name:     "derby_session",
		Value:    token,
		Path:     "/",
		Expires:  time.Now().Add(72 * time.Hour),
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	json.NewEncoder(w).Encode(map[string]string{"angler": ar.who.Name, "hole": ar.who.Hole})
}

func main() {
	anglers = loadAnglers("/etc/derby/anglers.json")
	http.HandleFunc("/login", loginHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", "/etc/derby/tls/cert.pem", "/etc/derby/tls/key.pem", nil))
}
