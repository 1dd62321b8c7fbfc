// A middleware thatcher signin program of the h65 set (cwe-601-redirect).
package main

// Customer portal for a thatching firm: householders sign in to see survey
// notes, re-ridging quotes and the booking calendar for their roof.

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"
)

type ctxKey string

const returnToKey ctxKey = "returnTo"

// isLocalPath accepts only paths on this portal, e.g. "/quotes/812?tab=ridge".
func isLocalPath(target string) bool {
	if !strings.HasPrefix(target, "/") || strings.HasPrefix(target, "//") || strings.Contains(target, `\`) {
		return false
	}
	u, err := url.Parse(target)
	return err == nil && u.Scheme == "" && u.Host == "" && u.User == nil
}

// rememberReturnTo carries the page the householder was on (a quote, a survey)
// through the sign-in form so they land back on it afterwards.
func rememberReturnTo(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		target := r.URL.Query().Get("return_to")
		if target == "" || !isLocalPath(target) {
			target = "/quotes"
		}
		ctx := context.WithValue(r.Context(), returnToKey, target)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

type accounts map[string][]byte // email -> bcrypt hash

func (a accounts) check(email, password string) bool {
	hash, ok := a[strings.ToLower(email)]
	if !ok {
		return false
	}
	return bcrypt.CompareHashAndPassword(hash, []byte(password)) == nil
}

func newSessionToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func signIn(users accounts) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !users.check(r.PostFormValue("email"), r.PostFormValue("password")) {
			http.Error(w, "wrong email or password", http.StatusUnauthorized)
			return
		}
		token, err := newSessionToken()
		if err != nil {
			http.Error(w, "sign-in unavailable", http.StatusInternalServerError)
			return
		}
		http.SetCookie(w, &http.Cookie{
			Name:     "thatch_session",
			Value:    token,
			Path:     "/",
			Expires:  time.Now().Add(12 * time.Hour),
			HttpOnly: true,
			Secure:   true,
			SameSite: http.SameSiteLaxMode,
		})
		target, _ := r.Context().Value(returnToKey).(string)
		http.Redirect(w, r, target, http.StatusSeeOther)
	}
}

func loadAccounts(path string) (accounts, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	raw := map[string]string{}
	if err := json.NewDecoder(f).Decode(&raw); err != nil {
		return nil, err
	}
	users := accounts{}
	for email, hash := range raw {
		users[strings.ToLower(email)] = []byte(hash)
	}
	return users, nil
}

func main() {
	users, err := loadAccounts(os.Getenv("PORTAL_ACCOUNTS_FILE"))
	if err != nil {
		log.Fatalf("loading accounts: %v", err)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /signin", rememberReturnTo(signIn(users)))
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
