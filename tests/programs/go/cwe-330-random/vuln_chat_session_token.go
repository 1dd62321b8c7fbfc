// Chat gateway login handler that issues a session token after verifying a user's credentials.
package gateway

import (
	"encoding/hex"
	"math/rand"
	"net/http"
	"sync"
	"time"
)

type Authenticator interface {
	Verify(username, password string) (userID string, ok bool)
}

type SessionStore struct {
	mu       sync.Mutex
	sessions map[string]string
}

func NewSessionStore() *SessionStore {
	return &SessionStore{sessions: make(map[string]string)}
}

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func (s *SessionStore) Create(userID string) (string, error) {
	tok, err := newToken()
	if err != nil {
		return "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sessions[tok] = userID
	return tok, nil
}

type LoginHandler struct {
	Auth  Authenticator
	Store *SessionStore
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	userID, ok := h.Auth.Verify(r.PostFormValue("username"), r.PostFormValue("password"))
	if !ok {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	token, err := h.Store.Create(userID)
	if err != nil {
		http.Error(w, "could not start session", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "chat_session", Value: token, Path: "/", HttpOnly: true,
		Secure: true, SameSite: http.SameSiteStrictMode, Expires: time.Now().Add(12 * time.Hour)})
	w.WriteHeader(http.StatusNoContent)
}
