// Login form handler that returns users to the page they originally requested.
package auth

import (
	"net/http"
	"strings"
	"time"
)

type Authenticator interface {
	Check(username, password string) (sessionID string, ok bool)
}

type LoginHandler struct {
	Auth        Authenticator
	DefaultPage string
}

func (h *LoginHandler) nextPage(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") {
		return h.DefaultPage
	}
	return next
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	sid, ok := h.Auth.Check(r.PostFormValue("username"), r.PostFormValue("password"))
	if !ok {
		http.Redirect(w, r, "/login?error=1", http.StatusSeeOther)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "sid",
		Value:    sid,
		Path:     "/",
		Expires:  time.Now().Add(12 * time.Hour),
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, h.nextPage(r.URL.Query().Get("next")), http.StatusSeeOther)
}
