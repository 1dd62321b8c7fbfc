// Registers accounts and verifies passwords for the member portal.
package accounts

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"net/http"

	"github.com/gin-gonic/gin"
)

type Store struct {
	DB *sql.DB
}

func hashPassword(password, salt string) string {
	sum := md5.Sum([]byte(salt + password))
	return hex.EncodeToString(sum[:])
}

func newSalt() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *Store) Register(c *gin.Context) {
	email, password := c.PostForm("email"), c.PostForm("password")
	if len(password) < 10 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "password too short"})
		return
	}
	salt := newSalt()
	_, err := s.DB.ExecContext(c, "INSERT INTO members (email, salt, pw_hash) VALUES ($1, $2, $3)",
		email, salt, hashPassword(password, salt))
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "account exists"})
		return
	}
	c.Status(http.StatusCreated)
}

func (s *Store) Login(c *gin.Context) {
	var salt, stored string
	err := s.DB.QueryRowContext(c, "SELECT salt, pw_hash FROM members WHERE email = $1",
		c.PostForm("email")).Scan(&salt, &stored)
	if err != nil || subtle.ConstantTimeCompare([]byte(stored), []byte(hashPassword(c.PostForm("password"), salt))) != 1 {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"ok": true})
}
