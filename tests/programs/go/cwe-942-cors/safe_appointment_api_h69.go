// A appointment api program of the h69 set (cwe-942-cors).
package main

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"sync"
	"time"
)

type (
	originKey        struct{}
	allowedOriginKey struct{}
)

var partnerOrigins = map[string]bool{
	"https://book.ironshoe-farriery.co.uk":  true,
	"https://www.meadowbank-livery.co.uk":   true,
	"https://yard.oakhollow-equestrian.com": true,
}

// corsPolicy records the caller's origin and, for partner sites, the origin
// we are willing to echo back. Preflights are answered here.
func corsPolicy(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		ctx := context.WithValue(r.Context(), originKey{}, origin)
		if partnerOrigins[origin] {
			ctx = context.WithValue(ctx, allowedOriginKey{}, origin)
		}
		r = r.WithContext(ctx)
		if r.Method == http.MethodOptions {
			if partnerOrigins[origin] {
				w.Header().Set("Access-Control-Allow-Origin", origin)
				w.Header().Set("Access-Control-Allow-Credentials", "true")
				w.Header().Set("Access-Control-Allow-Methods", "GET, POST")
				w.Header().Set("Access-Control-Allow-Headers", "Content-Type")
			}
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, r *http.Request, status int, v any) {
	if o, _ := r.Context().Value(allowedOriginKey{}).(string); o != "" {
		w.Header().Set("Access-Control-Allow-Origin", o)
		w.Header().Set("Access-Control-Allow-Credentials", "true")
		w.Header().Add("Vary", "Origin")
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

type appointment struct {
	Horse    string    `json:"horse"`
	Yard     string    `json:"yard"`
	Work     string    `json:"work"`
	At       time.Time `json:"at"`
	OwnerTel string    `json:"owner_tel"`
}

var (
	ownerSessions sync.Map // session id -> owner id
	ownerPINs     = map[string]string{}
	diaryMu       sync.RWMutex
	diary         = map[string][]appointment{}
)

func loadJSON(path string, into any) {
	b, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(b, into)
	}
	if err != nil {
		log.Fatalf("%s: %v", path, err)
	}
}

func signIn(w http.ResponseWriter, r *http.Request) {
	owner := r.FormValue("owner")
	want, ok := ownerPINs[owner]
	if !ok || subtle.ConstantTimeCompare([]byte(want), []byte(r.FormValue("pin"))) != 1 {
		writeJSON(w, r, http.StatusUnauthorized, map[string]string{"error": "wrong owner or PIN"})
		return
	}
	sid := rand.Text()
	ownerSessions.Store(sid, owner)
	http.SetCookie(w, &http.Cookie{Name: "owner_session", Value: sid, Path: "/", Secure: true, HttpOnly: true, SameSite: http.SameSiteNoneMode})
	writeJSON(w, r, http.StatusOK, map[string]string{"owner": owner})
}

func myAppointments(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("owner_session")
	if err != nil {
		writeJSON(w, r, http.StatusUnauthorized, map[string]string{"error": "sign in"})
		return
	}
	owner, ok := ownerSessions.Load(c.Value)
	if !ok {
		writeJSON(w, r, http.StatusUnauthorized, map[string]string{"error": "session expired"})
		return
	}
	diaryMu.RLock()
	list := diary[owner.(string)]
	diaryMu.RUnlock()
	writeJSON(w, r, http.StatusOK, list)
}

func main() {
	loadJSON("/etc/ironshoe/owner-pins.json", &ownerPINs)
	loadJSON("/var/lib/ironshoe/diary.json", &diary)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/sign-in", signIn)
	mux.HandleFunc("/api/appointments", myAppointments)
	log.Fatal(http.ListenAndServe(":8009", corsPolicy(mux)))
}
