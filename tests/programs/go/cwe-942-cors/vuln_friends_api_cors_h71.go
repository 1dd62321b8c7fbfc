// A friends api cors program of the h71 set (cwe-942-cors).
package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"regexp"
	"time"
)

var (
	ErrNoOrigin      = errors.New("no Origin header")
	ErrOriginRefused = errors.New("origin not allowed")
)

// the main site and every mill's microsite live under the museum domain; the shop has its own
var museumOrigin = regexp.MustCompile(`https://([a-z0-9-]+\.)?(molenerfgoed-zaanstreek|molenwinkel-zaan)\.nl`)

func checkOrigin(origin string) error {
	if origin == "" {
		return ErrNoOrigin
	}
	if !museumOrigin.MatchString(origin) {
		return ErrOriginRefused
	}
	return nil
}

func withCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")

		if err := checkOrigin(origin); err != nil {
			if errors.Is(err, ErrOriginRefused) {
				log.Printf("cors: %v: %q", err, origin)
			}
			if r.Method == http.MethodOptions {
				w.WriteHeader(http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
			return
		}

		h := w.Header()
		h.Set("Access-Control-Allow-Origin", origin)
		h.Set("Access-Control-Allow-Credentials", "true")
		if r.Method == http.MethodOptions {
			h.Set("Access-Control-Allow-Methods", "GET, PATCH")
			h.Set("Access-Control-Allow-Headers", "Content-Type")
			h.Set("Access-Control-Max-Age", "600")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

type member struct {
	Number    string    `json:"number"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Address   string    `json:"address"`
	Tier      string    `json:"tier"`
	RenewsOn  time.Time `json:"renews_on"`
	GiftAided bool      `json:"gift_aided"`
}

type friendsAPI struct {
	bySession map[string]member
}

// friends_session is issued by the membership site with SameSite=None so the shop can use it too.
func (f *friendsAPI) me(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("friends_session")
	if err != nil {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	m, ok := f.bySession[c.Value]
	if !ok {
		http.Error(w, "session expired", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(m)
}

func main() {
	api := &friendsAPI{bySession: map[string]member{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/api/friends/me", api.me)
	log.Fatal(http.ListenAndServe(":8045", withCORS(mux)))
}
