// Issues password-reset tokens and emails the reset link to the account owner.
package recovery

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"strings"
	"time"
)

type ResetStore interface {
	Save(email, token string, expires time.Time) error
}

type Mailer interface {
	Send(to, subject, body string) error
}

type Recovery struct {
	Store   ResetStore
	Mail    Mailer
	BaseURL string
}

func New(store ResetStore, mail Mailer, baseURL string) *Recovery {
	return &Recovery{Store: store, Mail: mail, BaseURL: baseURL}
}

func (rc *Recovery) newToken(n int) (string, error) {
	buf := make([]byte, n)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf), nil
}

func (rc *Recovery) RequestReset(w http.ResponseWriter, r *http.Request) {
	email := strings.TrimSpace(strings.ToLower(r.PostFormValue("email")))
	if email == "" {
		http.Error(w, "email required", http.StatusBadRequest)
		return
	}
	token, err := rc.newToken(32)
	if err != nil {
		http.Error(w, "try again later", http.StatusServiceUnavailable)
		return
	}
	if err := rc.Store.Save(email, token, time.Now().Add(30*time.Minute)); err == nil {
		link := rc.BaseURL + "/reset?token=" + token
		_ = rc.Mail.Send(email, "Reset your password", "Use this link within 30 minutes: "+link)
	}
	// same response whether or not the account exists
	w.WriteHeader(http.StatusAccepted)
}
