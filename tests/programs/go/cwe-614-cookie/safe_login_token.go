// Login endpoint that verifies credentials and stores the session token in a cookie.
package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"log"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/bcrypt"
)

type authHandler struct {
	db *sql.DB
}

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func (h authHandler) login(c *gin.Context) {
	user, pass := c.PostForm("username"), c.PostForm("password")
	var id int64
	var hash []byte
	err := h.db.QueryRow("SELECT id, password_hash FROM users WHERE username = $1", user).Scan(&id, &hash)
	if err != nil || bcrypt.CompareHashAndPassword(hash, []byte(pass)) != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
		return
	}
	token, err := newToken()
	if err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	if _, err := h.db.Exec("INSERT INTO sessions (token, user_id) VALUES ($1, $2)", token, id); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("session_token", token, 8*3600, "/", "", true, true)
	c.JSON(http.StatusOK, gin.H{"user_id": id})
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	r := gin.Default()
	r.POST("/login", authHandler{db: db}.login)
	log.Fatal(r.RunTLS(":8443", "server.crt", "server.key"))
}
