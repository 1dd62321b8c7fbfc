// In-memory session manager that issues session identifiers with a jittered lifetime.
package session

import (
	crand "crypto/rand"
	"encoding/hex"
	"math/rand"
	"net/http"
	"sync"
	"time"
)

type Session struct {
	UserID  int64
	Expires time.Time
}

type Manager struct {
	mu       sync.Mutex
	rng      *rand.Rand
	sessions map[string]Session
	TTL      time.Duration
}

func NewManager(ttl time.Duration) *Manager {
	return &Manager{
		rng:      rand.New(rand.NewSource(time.Now().UnixNano())),
		sessions: make(map[string]Session),
		TTL:      ttl,
	}
}

func (m *Manager) newID() (string, error) {
	buf := make([]byte, 16)
	if _, err := crand.Read(buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

func (m *Manager) Create(w http.ResponseWriter, userID int64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	id, err := m.newID()
	if err != nil {
		return err
	}
	// spread expiries so sessions created together do not all lapse at once
	jitter := time.Duration(m.rng.Int63n(int64(5 * time.Minute)))
	m.sessions[id] = Session{UserID: userID, Expires: time.Now().Add(m.TTL + jitter)}
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: id, Path: "/",
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
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
		delete(m.sessions, c.Value)
		return Session{}, false
	}
	return s, true
}
