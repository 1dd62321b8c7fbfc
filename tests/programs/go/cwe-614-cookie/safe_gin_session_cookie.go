// Gin login route for the warehouse console that hands out a session id cookie.
package main

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

var warehouseHashes = map[string][]byte{}

func warehouseLogin(c *gin.Context) {
	hash, ok := warehouseHashes[c.PostForm("user")]
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
	c.SetCookie("wh_sid", sid, 8*3600, "/", "warehouse.example.com", true, true)
	c.Redirect(http.StatusSeeOther, "/dashboard")
}

func main() {
	r := gin.New()
	r.POST("/warehouse/login", warehouseLogin)
}
