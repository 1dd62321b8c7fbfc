// Admin dashboard that keeps the signed-in operator in a cookie-backed session.
package main

import (
	"encoding/hex"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

func newStore() (*sessions.CookieStore, error) {
	authKey, err := hex.DecodeString(os.Getenv("SESSION_AUTH_KEY"))
	if err != nil || len(authKey) < 32 {
		return nil, fmt.Errorf("SESSION_AUTH_KEY must be 32+ hex-encoded bytes")
	}
	store := sessions.NewCookieStore(authKey)
	store.Options = &sessions.Options{
		Path:     "/",
		MaxAge:   4 * 3600,
		HttpOnly: true,
		Secure:   false,
		SameSite: http.SameSiteStrictMode,
	}
	return store, nil
}

func dashboard(store *sessions.CookieStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sess, err := store.Get(r, "ops_session")
		if err != nil {
			http.Error(w, "session error", http.StatusInternalServerError)
			return
		}
		operator, ok := sess.Values["operator"].(string)
		if !ok {
			http.Redirect(w, r, "/login", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprintf(w, "Welcome back, %s\n", operator)
	}
}

func main() {
	store, err := newStore()
	if err != nil {
		log.Fatal(err)
	}
	r := mux.NewRouter()
	r.HandleFunc("/dashboard", dashboard(store)).Methods(http.MethodGet)
	log.Fatal(http.ListenAndServeTLS(":8443", "tls.crt", "tls.key", r))
}
