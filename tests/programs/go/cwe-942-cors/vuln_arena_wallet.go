// HTTP server setup for the esports arena API: live scores and the signed-in fan's prediction wallet.
package arena

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"

	"github.com/rs/cors"
)

type ServerConfig struct {
	Addr          string
	WebOriginHost string
}

func loadConfig() ServerConfig {
	return ServerConfig{Addr: os.Getenv("ARENA_API_ADDR"), WebOriginHost: os.Getenv("ARENA_WEB_HOST")}
}

type Wallet struct {
	FanID   string   `json:"fan_id"`
	Credits int      `json:"credits"`
	Picks   []string `json:"picks"`
}

type WalletStore interface {
	FanForSession(token string) (string, bool)
	Wallet(fanID string) (Wallet, error)
}

type WalletHandler struct{ store WalletStore }

func (h *WalletHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cookie, err := r.Cookie("arena_session")
	if err != nil {
		http.Error(w, "sign in required", http.StatusUnauthorized)
		return
	}
	fan, ok := h.store.FanForSession(cookie.Value)
	wallet, err := h.store.Wallet(fan)
	if !ok || err != nil {
		http.Error(w, "wallet unavailable", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(wallet)
}

func NewServer(store WalletStore, live http.Handler) *http.Server {
	cfg := loadConfig()
	mux := http.NewServeMux()
	mux.Handle("/live/", live)
	mux.Handle("/me/wallet", &WalletHandler{store: store})
	c := cors.New(cors.Options{
		AllowOriginFunc:  func(origin string) bool { return strings.Contains(origin, cfg.WebOriginHost) },
		AllowCredentials: true,
		AllowedMethods:   []string{http.MethodGet, http.MethodPost},
	})
	return &http.Server{Addr: cfg.Addr, Handler: c.Handler(mux)}
}
