// A range login return program of the h71 set (cwe-601-redirect).
package main

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"html"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

var ErrBadNext = errors.New("next must be a path on this site")

const defaultLanding = "/lanes"

// localPath accepts only same-site paths such as /lanes/3?date=2024-06-01.
func localPath(raw string) (string, error) {
	if raw == "" {
		return defaultLanding, nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadNext, err)
	}
	switch {
	case u.Scheme != "":
		return "", fmt.Errorf("%w: has scheme %q", ErrBadNext, u.Scheme)
	case strings.ContainsRune(raw, '\\'):
		return "", fmt.Errorf("%w: contains a backslash", ErrBadNext)
	case u.Host != "":
		return "", fmt.Errorf("%w: names host %q", ErrBadNext, u.Host)
	case !strings.HasPrefix(u.Path, "/"):
		return "", fmt.Errorf("%w: relative path", ErrBadNext)
	}
	return raw, nil
}

type accounts struct {
	hashes   map[string][]byte // membership number -> bcrypt hash, exported from the club system
	mu       sync.Mutex
	sessions map[string]string
}

func (a *accounts) loginForm(c *gin.Context) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.String(http.StatusOK, `<form method="post" action="/login">
<input name="member"><input name="pass" type="password">
<input type="hidden" name="next" value="%s"><button>Sign in</button></form>`,
		html.EscapeString(c.Query("next")))
}

func (a *accounts) login(c *gin.Context) {
	member, pass := c.PostForm("member"), c.PostForm("pass")
	hash, ok := a.hashes[member]
	if !ok || bcrypt.CompareHashAndPassword(hash, []byte(pass)) != nil {
		c.String(http.StatusUnauthorized, "membership number or passphrase not recognised")
		return
	}

	dest, err := localPath(c.PostForm("next"))
	if err != nil {
		log.Printf("member %s: %v; sending to %s", member, err, defaultLanding)
		dest = defaultLanding
	}

	sid := make([]byte, 32)
	if _, err := rand.Read(sid); err != nil {
		c.String(http.StatusInternalServerError, "try again")
		return
	}
	token := base64.RawURLEncoding.EncodeToString(sid)
	a.mu.Lock()
	a.sessions[token] = member
	a.mu.Unlock()

	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("range_session", token, 8*3600, "/", "", true, true)
	c.Redirect(http.StatusSeeOther, dest)
}

func main() {
	a := &accounts{hashes: map[string][]byte{}, sessions: map[string]string{}}
	export, err := os.ReadFile(os.Getenv("RANGE_MEMBER_EXPORT"))
	if err != nil {
		log.Fatalf("member export: %v", err)
	}
	for _, line := range strings.Split(string(export), "\n") {
		if number, hash, ok := strings.Cut(strings.TrimSpace(line), ":"); ok {
			a.hashes[number] = []byte(hash)
		}
	}
	r := gin.Default()
	r.GET("/login", a.loginForm)
	r.POST("/login", a.login)
	if err := r.Run(":8099"); err != nil {
		log.Fatal(err)
	}
}
