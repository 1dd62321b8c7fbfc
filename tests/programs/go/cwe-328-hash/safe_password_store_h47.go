// Registers accounts and verifies passwords for the member portal.
package accounts

import (
	"database/sql"
	"net/http"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

type Store struct {
	DB *sql.DB
}

func hashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	return string(h), err
}

func (s *Store) Register(c *gin.Context) {
	email, password := c.PostForm("email"), c.PostForm("password")
	if len(password) < 10 || len(password) > 72 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "password must be 10-72 characters"})
		return
	}
	hashed, err := hashPassword(password)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "hashing failed"})
		return
	}
	_, err = s.DB.ExecContext(c, "INSERT INTO members (email, pw_hash) VALUES ($1, $2)", email, hashed)
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "account exists"})
		return
	}
	c.Status(http.StatusCreated)
}

func (s *Store) Login(c *gin.Context) {
	var stored string
	err := s.DB.QueryRowContext(c, "SELECT pw_hash FROM members WHERE email = $1",
		c.PostForm("email")).Scan(&stored)
	if err != nil || bcrypt.CompareHashAndPassword([]byte(stored), []byte(c.PostForm("password"))) != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"ok": true})
}
