// A llama trekking outfit guide session cookie program of the h76 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/base64"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"golang.org/x/crypto/bcrypt"
)

// cookieOptions describes the session cookie; zero fields take the defaults.
type cookieOptions struct {
	Name     string
	Path     string
	MaxAge   time.Duration
	TLSOnly  bool
	HTTPOnly bool
	SameSite http.SameSite
}

var defaultCookieOptions = cookieOptions{
	Name:     "guide_sid",
	Path:     "/",
	MaxAge:   8 * time.Hour,
	TLSOnly:  true,
	HTTPOnly: true,
	SameSite: http.SameSiteLaxMode,
}

func mergeCookieOptions(o cookieOptions) cookieOptions {
	d := defaultCookieOptions
	if o.Name == "" {
		o.Name = d.Name
	}
	if o.Path == "" {
		o.Path = d.Path
	}
	if o.MaxAge == 0 {
		o.MaxAge = d.MaxAge
	}
	if o.SameSite == 0 {
		o.SameSite = d.SameSite
	}
	o.TLSOnly = o.TLSOnly || d.TLSOnly
	o.HTTPOnly = o.HTTPOnly || d.HTTPOnly
	return o
}

type sessionIssuer struct {
	opts     cookieOptions
	mu       sync.Mutex
	sessions map[string]string
}

func newSessionIssuer(o cookieOptions) *sessionIssuer {
	return &sessionIssuer{opts: mergeCookieOptions(o), sessions: map[string]string{}}
}

func (s *sessionIssuer) Start(w http.ResponseWriter, guide string) error {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return err
	}
	id := base64.RawURLEncoding.EncodeToString(raw)
	s.mu.Lock()
	s.sessions[id] = guide
	s.mu.Unlock()
	http.SetCookie(w, &http.Cookie{
		Name:     s.opts.Name,
		Value:    id,
		Path:     s.opts.Path,
		MaxAge:   int(s.opts.MaxAge.Seconds()),
		Secure:   s.opts.TLSOnly,
		HttpOnly: s.opts.HTTPOnly,
		SameSite: s.opts.SameSite,
	})
	return nil
}

func main() {
	issuer := newSessionIssuer(cookieOptions{Name: "trek_guide"})
	guideHash := []byte(os.Getenv("GUIDE_PASSWORD_BCRYPT"))

	http.HandleFunc("POST /login", func(w http.ResponseWriter, r *http.Request) {
		if bcrypt.CompareHashAndPassword(guideHash, []byte(r.FormValue("password"))) != nil {
			http.Error(w, "wrong password", http.StatusUnauthorized)
			return
		}
		if err := issuer.Start(w, r.FormValue("guide")); err != nil {
			http.Error(w, "session error", http.StatusInternalServerError)
			return
		}
		http.Redirect(w, r, "/roster", http.StatusSeeOther)
	})
	log.Fatal(http.ListenAndServeTLS(":8443", "/etc/llamatrek/tls.crt", "/etc/llamatrek/tls.key", nil))
}
