// A workshop login program of the h67 set (cwe-601-redirect).
// harp makers: sign in to the workshop portal and return to the page the customer came from
package main

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

type LoginForm struct {
	Email    string `form:"email" binding:"required,email"`
	Password string `form:"password" binding:"required,min=8,max=72"`
	Next     string `form:"next" binding:"omitempty,startswith=/,max=512"`
}

var errBadCredentials = errors.New("unknown email or wrong password")

type CustomerAuth struct {
	mu       sync.RWMutex
	hashes   map[string][]byte
	sessions map[string]string
}

func NewCustomerAuth(hashes map[string][]byte) *CustomerAuth {
	return &CustomerAuth{hashes: hashes, sessions: map[string]string{}}
}

func (a *CustomerAuth) SignIn(email, password string) (string, error) {
	a.mu.RLock()
	hash, ok := a.hashes[strings.ToLower(email)]
	a.mu.RUnlock()
	if !ok || bcrypt.CompareHashAndPassword(hash, []byte(password)) != nil {
		return "", errBadCredentials
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	sid := base64.RawURLEncoding.EncodeToString(buf)
	a.mu.Lock()
	a.sessions[sid] = email
	a.mu.Unlock()
	return sid, nil
}

func afterLogin(next string) string {
	if next == "" {
		return "/orders"
	}
	return next
}

type LoginHandler struct {
	auth *CustomerAuth
}

func (h *LoginHandler) Submit(c *gin.Context) {
	var form LoginForm
	if err := c.ShouldBind(&form); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	sid, err := h.auth.SignIn(form.Email, form.Password)
	if err != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": errBadCredentials.Error()})
		return
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("harp_session", sid, 60*60*8, "/", "", true, true)
	c.Redirect(http.StatusSeeOther, afterLogin(form.Next))
}

func main() {
	hashes := map[string][]byte{}
	for _, line := range strings.Split(os.Getenv("PORTAL_CUSTOMERS"), ";") {
		if email, hash, ok := strings.Cut(line, "="); ok {
			hashes[strings.ToLower(email)] = []byte(hash)
		}
	}
	h := &LoginHandler{auth: NewCustomerAuth(hashes)}

	r := gin.Default()
	r.POST("/login", h.Submit)
	log.Fatal(r.Run(":8098"))
}
