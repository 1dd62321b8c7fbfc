// Session handling for the youth basketball league's coach roster portal.
package coaches

import (
	"encoding/json"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const sessionName = "coach_portal"

type RosterService interface {
	Login(email, password string) (coachID int64, err error)
	Roster(coachID int64) ([]string, error)
}

type SessionManager struct{ store *sessions.CookieStore }

func NewSessionManager() *SessionManager {
	store := sessions.NewCookieStore([]byte(os.Getenv("SESSION_AUTH_KEY")), []byte(os.Getenv("SESSION_ENC_KEY")))
	store.Options = &sessions.Options{
		Path:     "/",
		MaxAge:   8 * 3600,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	}
	return &SessionManager{store: store}
}

type CoachHandlers struct {
	sessions *SessionManager
	svc      RosterService
}

func (h *CoachHandlers) Login(w http.ResponseWriter, r *http.Request) {
	id, err := h.svc.Login(r.PostFormValue("email"), r.PostFormValue("password"))
	if err != nil {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	sess, _ := h.sessions.store.Get(r, sessionName)
	sess.Values["coach_id"] = id
	if err := sess.Save(r, w); err != nil {
		http.Error(w, "session error", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/roster", http.StatusSeeOther)
}

func (h *CoachHandlers) Roster(w http.ResponseWriter, r *http.Request) {
	sess, err := h.sessions.store.Get(r, sessionName)
	id, ok := sess.Values["coach_id"].(int64)
	if err != nil || !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	players, err := h.svc.Roster(id)
	if err != nil {
		http.Error(w, "roster unavailable", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(players)
}
