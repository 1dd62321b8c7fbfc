// Gin login route for the shop back office that hands out a session id cookie.
package main

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

var backofficeHashes = map[string][]byte{}

func backofficeLogin(c *gin.Context) {
	hash, ok := backofficeHashes[c.PostForm("user")]
	if !ok || bcrypt.CompareHashAndPassword(hash, []byte(c.PostForm("password"))) != nil {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	sid := base64.RawURLEncoding.EncodeToString(buf)
	c.SetSameSite(http.SameSiteStrictMode)
	c.SetCookie("bo_sid", sid, 8*3600, "/", "shop.example.com", false, true)
	c.Redirect(http.StatusSeeOther, "/dashboard")
}

func main() {
	r := gin.New()
	r.POST("/backoffice/login", backofficeLogin)
}
