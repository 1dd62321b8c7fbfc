// Captive-portal login for hotel guest Wi-Fi: verifies room and surname, then issues an access session token.
package wifi

import (
	"crypto/rand"
	"encoding/hex"
	"io"
	"net/http"
	"sync"
)

type TokenSource interface {
	NewToken() (string, error)
}

type portalTokens struct {
	mu  sync.Mutex
	rng io.Reader
}

func newPortalTokens() *portalTokens {
	return &portalTokens{rng: rand.Reader}
}

func (p *portalTokens) NewToken() (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	buf := make([]byte, 24)
	if _, err := io.ReadFull(p.rng, buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

type Occupancy interface {
	GuestMatches(room, surname string) bool
}

type PortalHandler struct {
	Rooms  Occupancy
	Tokens TokenSource
}

func NewPortalHandler(rooms Occupancy) *PortalHandler {
	return &PortalHandler{Rooms: rooms, Tokens: newPortalTokens()}
}

func (h *PortalHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !h.Rooms.GuestMatches(r.PostFormValue("room"), r.PostFormValue("surname")) {
		http.Error(w, "room and surname do not match", http.StatusForbidden)
		return
	}
	token, err := h.Tokens.NewToken()
	if err != nil {
		http.Error(w, "try again", http.StatusServiceUnavailable)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: "wifi_session", Value: token, Path: "/", MaxAge: 86400,
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, "/connected", http.StatusSeeOther)
}
