// Veterinary clinic staff app: cookie-backed sessions for reception and vets after they sign in.
package staffsession

import (
	"encoding/hex"
	"errors"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const sessionName = "clinic_staff"

type SessionSettings struct {
	HashKey  []byte
	BlockKey []byte
	MaxAge   int
}

func LoadSessionSettings() (SessionSettings, error) {
	hashKey, err1 := hex.DecodeString(os.Getenv("SESSION_HASH_KEY"))
	blockKey, err2 := hex.DecodeString(os.Getenv("SESSION_BLOCK_KEY"))
	if err1 != nil || err2 != nil || len(hashKey) != 64 || len(blockKey) != 32 {
		return SessionSettings{}, errors.New("session keys missing or malformed")
	}
	return SessionSettings{HashKey: hashKey, BlockKey: blockKey, MaxAge: 8 * 3600}, nil
}

type SessionManager struct{ store *sessions.CookieStore }

func NewSessionManager(cfg SessionSettings) *SessionManager {
	store := sessions.NewCookieStore(cfg.HashKey, cfg.BlockKey)
	store.Options = &sessions.Options{
		Path:     "/",
		MaxAge:   cfg.MaxAge,
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	}
	return &SessionManager{store: store}
}

func (m *SessionManager) Start(w http.ResponseWriter, r *http.Request, staffID, role string) error {
	s, _ := m.store.Get(r, sessionName)
	s.Values["staff_id"] = staffID
	s.Values["role"] = role
	return s.Save(r, w)
}

func (m *SessionManager) StaffID(r *http.Request) (string, bool) {
	s, err := m.store.Get(r, sessionName)
	if err != nil {
		return "", false
	}
	id, ok := s.Values["staff_id"].(string)
	return id, ok && id != ""
}

func (m *SessionManager) RequireStaff(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := m.StaffID(r); !ok {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		next.ServeHTTP(w, r)
	})
}
