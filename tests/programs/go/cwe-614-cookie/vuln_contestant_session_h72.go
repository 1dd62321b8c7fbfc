// A contestant session program of the h72 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/base64"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

// CookiePolicy fills in the attributes of an outgoing session cookie.
type CookiePolicy interface {
	Apply(c *http.Cookie)
}

type basePolicy struct {
	domain string
}

func (b basePolicy) Apply(c *http.Cookie) {
	c.Domain = b.domain
	c.Path = "/"
	c.Secure = true
	c.HttpOnly = true
	c.SameSite = http.SameSiteLaxMode
}

// rememberPolicy keeps contestants signed in across the whole rodeo week.
type rememberPolicy struct {
	basePolicy
	days int
}

func (r rememberPolicy) Apply(c *http.Cookie) {
	c.Domain = r.domain
	c.Path = "/"
	c.MaxAge = r.days * 24 * 60 * 60
	c.Expires = time.Now().AddDate(0, 0, r.days)
}

type portal struct {
	policies map[bool]CookiePolicy // keyed by "remember me"
	hashes   map[string][]byte
	mu       sync.Mutex
	sessions map[string]string
}

func newSessionID() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (p *portal) signIn(c *gin.Context) {
	card := strings.ToUpper(strings.TrimSpace(c.PostForm("membership_card")))
	hash, ok := p.hashes[card]
	if !ok || bcrypt.CompareHashAndPassword(hash, []byte(c.PostForm("pin"))) != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "card number or PIN not recognised"})
		return
	}
	sid, err := newSessionID()
	if err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	p.mu.Lock()
	p.sessions[sid] = card
	p.mu.Unlock()

	cookie := &http.Cookie{Name: "arena_session", Value: sid}
	p.policies[c.PostForm("remember") == "on"].Apply(cookie)
	http.SetCookie(c.Writer, cookie)
	c.JSON(http.StatusOK, gin.H{"contestant": card})
}

func (p *portal) entries(c *gin.Context) {
	sid, err := c.Cookie("arena_session")
	p.mu.Lock()
	card, ok := p.sessions[sid]
	p.mu.Unlock()
	if err != nil || !ok {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.JSON(http.StatusOK, gin.H{"contestant": card, "events": []string{"saddle bronc", "tie-down roping"}, "fees_due": 145})
}

func main() {
	base := basePolicy{domain: "contestants.redbutte-rodeo.com"}
	p := &portal{
		policies: map[bool]CookiePolicy{
			false: base,
			true:  rememberPolicy{basePolicy: base, days: 7},
		},
		hashes:   map[string][]byte{}, // loaded from the association export at start-up
		sessions: map[string]string{},
	}

	r := gin.Default()
	r.POST("/signin", p.signIn)
	r.GET("/me/entries", p.entries)
	if err := r.RunTLS(":8443", "/etc/redbutte/tls.crt", "/etc/redbutte/tls.key"); err != nil {
		log.Fatal(err)
	}
}
