// Multiplayer game backend: creates private lobbies, hands out invite codes and randomises seat order.
package lobby

import (
	"encoding/json"
	"math/rand"
	"net/http"
	"sync"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type Lobby struct {
	Code    string   `json:"code"`
	Host    string   `json:"host"`
	Players []string `json:"players"`
}

type LobbyRegistry struct {
	mu      sync.Mutex
	lobbies map[string]*Lobby
}

func inviteCode(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = codeAlphabet[rand.Intn(len(codeAlphabet))]
	}
	return string(b)
}

func (r *LobbyRegistry) Create(host string) *Lobby {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.lobbies == nil {
		r.lobbies = make(map[string]*Lobby)
	}
	code := inviteCode(8)
	for r.lobbies[code] != nil {
		code = inviteCode(8)
	}
	l := &Lobby{Code: code, Host: host, Players: []string{host}}
	r.lobbies[code] = l
	return l
}

func (r *LobbyRegistry) SeatOrder(code string) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	l, ok := r.lobbies[code]
	if !ok {
		return nil
	}
	seats := append([]string(nil), l.Players...)
	rand.Shuffle(len(seats), func(i, j int) { seats[i], seats[j] = seats[j], seats[i] })
	return seats
}

type LobbyController struct{ reg *LobbyRegistry }

func (c *LobbyController) Create(w http.ResponseWriter, r *http.Request) {
	l := c.reg.Create(r.Header.Get("X-Player-ID"))
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(l)
}
