// Travel agency sign-in flow: authenticates a customer and sends them back to the booking page they came from.
package signin

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

const defaultLanding = "/trips"

type Credentials struct {
	Email    string
	Password string
	ReturnTo string
}

type Authenticator interface {
	Authenticate(email, password string) (customerID string, err error)
}

type SessionIssuer interface {
	Issue(w http.ResponseWriter, customerID string, ttl time.Duration) error
}

type SignInController struct {
	auth     Authenticator
	sessions SessionIssuer
}

func NewSignInController(a Authenticator, s SessionIssuer) *SignInController {
	return &SignInController{auth: a, sessions: s}
}

func credentialsFrom(r *http.Request) Credentials {
	return Credentials{
		Email:    strings.TrimSpace(r.PostFormValue("email")),
		Password: r.PostFormValue("password"),
		ReturnTo: r.URL.Query().Get("return_to"),
	}
}

func returnTarget(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || raw == "" || u.IsAbs() || u.Host != "" || strings.ContainsAny(raw, "\\\r\n") {
		return defaultLanding
	}
	if !strings.HasPrefix(u.Path, "/") || strings.HasPrefix(u.Path, "//") {
		return defaultLanding
	}
	return u.RequestURI()
}

func (c *SignInController) SignIn(w http.ResponseWriter, r *http.Request) {
	creds := credentialsFrom(r)
	id, err := c.auth.Authenticate(creds.Email, creds.Password)
	if err != nil {
		http.Redirect(w, r, "/signin?error=1", http.StatusSeeOther)
		return
	}
	if err := c.sessions.Issue(w, id, 12*time.Hour); err != nil {
		http.Error(w, "session error", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, returnTarget(creds.ReturnTo), http.StatusSeeOther)
}
