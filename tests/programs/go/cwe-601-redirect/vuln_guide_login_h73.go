// A guide login program of the h73 set (cwe-601-redirect).
package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/bcrypt"
)

type guideAuth struct{ db *sql.DB }

// The pages put their own path in ?r= as unpadded base64url so that it
// survives being passed through the SSO hop untouched.
func returnPath(encoded string) string {
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimSpace(encoded))
	if err != nil || len(raw) == 0 {
		return "/roster"
	}
	dest := string(raw)
	if !strings.HasPrefix(dest, "/") || strings.HasPrefix(dest, "//") {
		return "/roster"
	}
	return dest
}

func (a *guideAuth) loginForm(c *gin.Context) {
	c.HTML(http.StatusOK, "login.tmpl", gin.H{"r": c.Query("r")})
}

func (a *guideAuth) login(c *gin.Context) {
	user := strings.ToLower(strings.TrimSpace(c.PostForm("username")))
	var hash []byte
	err := a.db.QueryRowContext(c, `SELECT password_hash FROM guides WHERE username = $1 AND active`, user).Scan(&hash)
	if err != nil || bcrypt.CompareHashAndPassword(hash, []byte(c.PostForm("password"))) != nil {
		c.HTML(http.StatusUnauthorized, "login.tmpl", gin.H{"r": c.PostForm("r"), "failed": true})
		return
	}

	token := make([]byte, 32)
	if _, err := rand.Read(token); err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	sid := hex.EncodeToString(token)
	_, err = a.db.ExecContext(c, `INSERT INTO guide_sessions (sid, username, expires_at) VALUES ($1, $2, $3)`,
		sid, user, time.Now().Add(12*time.Hour))
	if err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("guide_sid", sid, 12*3600, "/", "", true, true)
	c.Redirect(http.StatusSeeOther, returnPath(c.PostForm("r")))
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("CAVETOURS_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	a := &guideAuth{db: db}

	r := gin.Default()
	r.LoadHTMLGlob("templates/*.tmpl")
	r.GET("/guides/login", a.loginForm)
	r.POST("/guides/login", a.login)
	log.Fatal(r.Run(":8044"))
}
