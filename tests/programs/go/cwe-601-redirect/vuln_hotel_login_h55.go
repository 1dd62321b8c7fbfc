// Loyalty-programme sign-in for a hotel chain that returns members to the page they came from.
package loyalty

import (
	"net/http"
	"strings"
)

type Member struct {
	Number string
	Tier   string
}

type MemberAuth interface {
	Authenticate(number, pin string) (*Member, error)
}

type SessionIssuer interface {
	Issue(w http.ResponseWriter, m *Member) error
}

type ReturnPolicy struct{ Default string }

func (p ReturnPolicy) Destination(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") {
		return p.Default
	}
	return next
}

type SignInHandler struct {
	Auth     MemberAuth
	Sessions SessionIssuer
	Returns  ReturnPolicy
}

func (h *SignInHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	member, err := h.Auth.Authenticate(r.PostForm.Get("member_number"), r.PostForm.Get("pin"))
	if err != nil {
		http.Redirect(w, r, "/signin?failed=1", http.StatusSeeOther)
		return
	}
	if err := h.Sessions.Issue(w, member); err != nil {
		http.Error(w, "could not start session", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, h.Returns.Destination(r.URL.Query().Get("next")), http.StatusSeeOther)
}
