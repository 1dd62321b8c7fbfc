// realestate saved searches api (h58 set)
package buyerapi

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/rs/cors"
)

// apiConfig is read once from the environment when the API boots.
type apiConfig struct {
	Addr       string
	CertFile   string
	KeyFile    string
	WebOrigins []string
}

func loadConfig() apiConfig {
	return apiConfig{
		Addr:       os.Getenv("LISTINGS_API_ADDR"),
		CertFile:   os.Getenv("LISTINGS_TLS_CERT"),
		KeyFile:    os.Getenv("LISTINGS_TLS_KEY"),
		WebOrigins: strings.Split(os.Getenv("LISTINGS_WEB_ORIGINS"), ","),
	}
}

type SavedSearch struct {
	ID       string  `json:"id"`
	Suburb   string  `json:"suburb"`
	MinBeds  int     `json:"min_beds"`
	MaxPrice float64 `json:"max_price"`
	Alerts   bool    `json:"alerts"`
}

// buyerFrom reads the buyer id that the session middleware put on the request.
func buyerFrom(r *http.Request) (string, bool) {
	id, ok := r.Context().Value(buyerKey{}).(string)
	return id, ok
}

type buyerKey struct{}

type SearchStore interface {
	ForBuyer(buyerID string) ([]SavedSearch, error)
}

func savedSearches(store SearchStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		buyer, ok := buyerFrom(r)
		if !ok {
			http.Error(w, "sign in to see saved searches", http.StatusUnauthorized)
			return
		}
		list, err := store.ForBuyer(buyer)
		if err != nil {
			http.Error(w, "saved searches unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(list)
	}
}

func corsPolicy(cfg apiConfig) *cors.Cors {
	return cors.New(cors.Options{
		AllowOriginFunc:  func(origin string) bool { return true },
		AllowedMethods:   []string{http.MethodGet, http.MethodPost, http.MethodDelete},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	})
}

// Serve exposes the buyer API used by the listings web app; sessionMW validates the
// buyer session cookie and stores the buyer id on the request context.
func Serve(store SearchStore, sessionMW func(http.Handler) http.Handler) error {
	cfg := loadConfig()
	mux := http.NewServeMux()
	mux.Handle("GET /api/saved-searches", sessionMW(savedSearches(store)))
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           corsPolicy(cfg).Handler(mux),
		ReadHeaderTimeout: 5 * time.Second,
	}
	return srv.ListenAndServeTLS(cfg.CertFile, cfg.KeyFile)
}
