// Gin handlers that create clinic staff accounts and check their passwords at sign-in.
package main

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"net/http"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/pbkdf2"
)

type staff struct {
	Salt []byte
	Hash []byte
	Role string
}

type credentials struct {
	Username string `json:"username" binding:"required"`
	Password string `json:"password" binding:"required,min=10"`
}

func derive(password string, salt []byte) []byte {
	return pbkdf2.Key([]byte(password), salt, 600000, 32, sha256.New)
}

func bindCreds(next func(*gin.Context, credentials)) gin.HandlerFunc {
	return func(c *gin.Context) {
		var cr credentials
		if err := c.ShouldBindJSON(&cr); err != nil {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "invalid credentials payload"})
			return
		}
		next(c, cr)
	}
}

func main() {
	accounts := map[string]staff{}
	r := gin.Default()
	r.POST("/staff", bindCreds(func(c *gin.Context, cr credentials) {
		if _, exists := accounts[cr.Username]; exists {
			c.JSON(http.StatusConflict, gin.H{"error": "username taken"})
			return
		}
		salt := make([]byte, 16)
		rand.Read(salt)
		accounts[cr.Username] = staff{Salt: salt, Hash: derive(cr.Password, salt), Role: "technician"}
		c.JSON(http.StatusCreated, gin.H{"username": cr.Username})
	}))
	r.POST("/staff/login", bindCreds(func(c *gin.Context, cr credentials) {
		acct, ok := accounts[cr.Username]
		if !ok || !bytes.Equal(acct.Hash, derive(cr.Password, acct.Salt)) {
			c.JSON(http.StatusUnauthorized, gin.H{"ok": false})
			return
		}
		c.JSON(http.StatusOK, gin.H{"ok": true, "role": acct.Role})
	}))
	r.Run(":8093")
}
