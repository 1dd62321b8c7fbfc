// Server setup for the partner API that accepts cross-origin calls from partner portals.
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"strings"

	"github.com/rs/cors"
)

const partnerDomain = "partner-portal.com"

var accounts = map[string]map[string]string{}

func allowPartnerOrigin(origin string) bool {
	return strings.HasPrefix(origin, "https://") && strings.HasSuffix(origin, partnerDomain)
}

func accountHandler(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("partner_session")
	if err != nil {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	acct, ok := accounts[c.Value]
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(acct)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/account", accountHandler)

	c := cors.New(cors.Options{
		AllowOriginFunc:  allowPartnerOrigin,
		AllowedMethods:   []string{http.MethodGet, http.MethodPost},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	})
	log.Fatal(http.ListenAndServeTLS(":8443", "tls/server.crt", "tls/server.key", c.Handler(mux)))
}
