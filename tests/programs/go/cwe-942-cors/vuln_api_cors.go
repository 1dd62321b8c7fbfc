// Builds the REST API router and wraps it with CORS settings for the browser front-ends.
package server

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gorilla/mux"
	"github.com/rs/cors"
)

type SessionReader interface {
	UserFromRequest(r *http.Request) (string, bool)
}

type API struct {
	Sessions SessionReader
	Orders   func(user string) ([]map[string]any, error)
}

func (a *API) me(w http.ResponseWriter, r *http.Request) {
	user, ok := a.Sessions.UserFromRequest(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"user": user})
}

func (a *API) orders(w http.ResponseWriter, r *http.Request) {
	user, ok := a.Sessions.UserFromRequest(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	list, err := a.Orders(user)
	if err != nil {
		http.Error(w, "orders unavailable", http.StatusServiceUnavailable)
		return
	}
	json.NewEncoder(w).Encode(list)
}

func allowOrigin(origin string) bool {
	return strings.HasSuffix(origin, "example.com")
}

func NewRouter(api *API) http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/api/me", api.me).Methods(http.MethodGet)
	r.HandleFunc("/api/orders", api.orders).Methods(http.MethodGet)

	c := cors.New(cors.Options{
		AllowOriginFunc:  allowOrigin,
		AllowedMethods:   []string{http.MethodGet, http.MethodPost, http.MethodDelete},
		AllowedHeaders:   []string{"Content-Type", "X-Requested-With"},
		AllowCredentials: true,
		MaxAge:           600,
	})
	return c.Handler(r)
}
