// A fountainpen parts api program of the h66 set (cwe-942-cors).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
)

// The repair bench publishes its nib and sac stock to the shop front-end,
// which runs on a different host. Customers signed in on the shop can also
// see the repair tickets for their own pens, so the session cookie has to
// travel with the cross-origin request.

type part struct {
	Code  string `json:"code"`
	Desc  string `json:"desc"`
	Stock int    `json:"stock"`
}

var (
	partsMu sync.Mutex
	parts   = []part{
		{"NIB-14K-F", "14k gold nib, fine, No.5", 6},
		{"NIB-SS-M", "steel nib, medium, No.6", 23},
		{"SAC-18", "latex sac 18 ligne", 40},
		{"LEVER-P51", "lever and J-bar, Parker Duofold", 3},
	}
)

func withCORS(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin != "" {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
			w.Header().Set("Access-Control-Allow-Methods", "GET, OPTIONS")
			w.Header().Set("Access-Control-Allow-Headers", "Content-Type")
			w.Header().Add("Vary", "Origin")
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next(w, r)
	}
}

func partsHandler(w http.ResponseWriter, r *http.Request) {
	prefix := strings.ToUpper(r.URL.Query().Get("type"))
	partsMu.Lock()
	out := []part{}
	for _, p := range parts {
		if prefix == "" || strings.HasPrefix(p.Code, prefix+"-") {
			out = append(out, p)
		}
	}
	partsMu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func ticketsHandler(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("shop_session")
	if err != nil {
		http.Error(w, "sign in on the shop first", http.StatusUnauthorized)
		return
	}
	customer := lookupCustomer(c.Value)
	if customer == "" {
		http.Error(w, "session expired", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]interface{}{
		"customer": customer,
		"tickets":  []string{"R-1187 Parker 51 resac, awaiting sac", "R-1192 Conway Stewart 58 nib straightening"},
	})
}

// shopSessions maps shop session ids to customer numbers; the shop pushes
// changes to it over the internal sync feed.
var shopSessions = map[string]string{}

func lookupCustomer(sid string) string {
	partsMu.Lock()
	defer partsMu.Unlock()
	return shopSessions[sid]
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/parts", withCORS(partsHandler))
	mux.HandleFunc("/api/my-tickets", withCORS(ticketsHandler))
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("PENS_TLS_CERT"), os.Getenv("PENS_TLS_KEY"), mux))
}
