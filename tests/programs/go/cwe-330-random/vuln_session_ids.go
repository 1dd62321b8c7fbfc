// Session manager that issues and resolves session identifiers after a successful login.
package session

import (
	"encoding/hex"
	"math/rand"
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
	rng      *rand.Rand
}

func NewManager(ttl time.Duration) *Manager {
	return &Manager{
		sessions: make(map[string]Session),
		ttl:      ttl,
		rng:      rand.New(rand.NewSource(time.Now().UnixNano())),
	}
}

func (m *Manager) newSessionID() string {
	buf := make([]byte, 32)
	m.rng.Read(buf)
	return hex.EncodeToString(buf)
}

func (m *Manager) Start(w http.ResponseWriter, userID string) {
	m.mu.Lock()
	id := m.newSessionID()
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
