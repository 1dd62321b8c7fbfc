// Session manager that issues and resolves session identifiers after a successful login.
package session

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"sync"
	"time"
)

type Session struct {
	UserID  string
	Expires time.Time
}

type Manager struct {
	mu       sync.Mutex
	sessions map[string]Session
	ttl      time.Duration
}

func NewManager(ttl time.Duration) *Manager {
	return &Manager{
		sessions: make(map[string]Session),
		ttl:      ttl,
	}
}

func newSessionID() (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

func (m *Manager) Start(w http.ResponseWriter, userID string) error {
	id, err := newSessionID()
	if err != nil {
		return err
	}
	m.mu.Lock()
	m.sessions[id] = Session{UserID: userID, Expires: time.Now().Add(m.ttl)}
	m.mu.Unlock()
	http.SetCookie(w, &http.Cookie{
		Name:     "sid",
		Value:    id,
		Path:     "/",
		MaxAge:   int(m.ttl.Seconds()),
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	})
	return nil
}

func (m *Manager) Lookup(r *http.Request) (Session, bool) {
	c, err := r.Cookie("sid")
	if err != nil {
		return Session{}, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.sessions[c.Value]
	if !ok || time.Now().After(s.Expires) {
		return Session{}, false
	}
	return s, true
}
