// A zipline park post login return program of the h76 set (cwe-601-redirect).
package main

import (
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/gin-contrib/sessions"
	"github.com/gin-contrib/sessions/cookie"
	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

type riderAuth struct {
	hashes map[string][]byte
}

func (a *riderAuth) check(email, password string) bool {
	h, ok := a.hashes[email]
	return ok && bcrypt.CompareHashAndPassword(h, []byte(password)) == nil
}

// requireRider sends anonymous visitors to the login page and remembers where they were.
func requireRider() gin.HandlerFunc {
	return func(c *gin.Context) {
		if sessions.Default(c).Get("rider") == nil {
			c.Redirect(http.StatusSeeOther, "/login?next="+url.QueryEscape(c.Request.URL.RequestURI()))
			c.Abort()
			return
		}
		c.Next()
	}
}

func returnTarget(raw string) string {
	u, err := url.Parse(raw)
	if raw == "" || err != nil || u.IsAbs() || u.Host != "" ||
		!strings.HasPrefix(raw, "/") || strings.HasPrefix(raw, "//") || strings.ContainsAny(raw, "\\\r\n") {
		return "/bookings"
	}
	return u.RequestURI()
}

func (a *riderAuth) login(c *gin.Context) {
	email, password := c.PostForm("email"), c.PostForm("password")
	if !a.check(email, password) {
		c.String(http.StatusUnauthorized, "wrong email or password")
		return
	}
	s := sessions.Default(c)
	s.Set("rider", email)
	if err := s.Save(); err != nil {
		c.String(http.StatusInternalServerError, "session error")
		return
	}
	c.Redirect(http.StatusSeeOther, returnTarget(c.Query("next")))
}

func main() {
	store := cookie.NewStore([]byte(os.Getenv("SESSION_SECRET")))
	store.Options(sessions.Options{Path: "/", MaxAge: 3600 * 8, HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})

	auth := &riderAuth{hashes: map[string][]byte{
		"guide@skyline-zip.com": []byte(os.Getenv("GUIDE_PASSWORD_BCRYPT")),
	}}

	r := gin.Default()
	r.Use(sessions.Sessions("zipline_session", store))
	r.GET("/login", func(c *gin.Context) {
		c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(
			`<form method="post"><input name="email"><input name="password" type="password"><button>Sign in</button></form>`))
	})
	r.POST("/login", auth.login)

	rider := r.Group("/", requireRider())
	rider.GET("/bookings", func(c *gin.Context) {
		c.JSON(http.StatusOK, gin.H{"rider": sessions.Default(c).Get("rider"), "bookings": []string{"Canyon Line 10:30"}})
	})
	r.Run(":8080")
}
