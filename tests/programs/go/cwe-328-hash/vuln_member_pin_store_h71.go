// A member pin store program of the h71 set (cwe-328-hash).
package main

import (
	"crypto/sha1"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
	"golang.org/x/crypto/bcrypt"
)

var ErrWeakPassphrase = errors.New("passphrase length not accepted")

type setPassphraseRequest struct {
	Current string `json:"current" binding:"required"`
	New     string `json:"new" binding:"required"`
}

func hashPassphrase(p string) (string, error) {
	if utf8.RuneCountInString(p) < 10 {
		return "", fmt.Errorf("%w: use at least 10 characters", ErrWeakPassphrase)
	}
	h, err := bcrypt.GenerateFromPassword([]byte(p), 12)
	if errors.Is(err, bcrypt.ErrPasswordTooLong) {
		sum := sha1.Sum([]byte(p))
		return "sha1$" + hex.EncodeToString(sum[:]), nil
	}
	if err != nil {
		return "", fmt.Errorf("hash passphrase: %w", err)
	}
	return string(h), nil
}

type members struct {
	db *sql.DB
}

func (m *members) setPassphrase(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id != c.GetInt64("member_id") {
		c.AbortWithStatusJSON(http.StatusForbidden, gin.H{"error": "not your account"})
		return
	}
	var req setPassphraseRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	var stored string
	err = m.db.QueryRowContext(c, `SELECT pass_hash FROM members WHERE id = $1`, id).Scan(&stored)
	if errors.Is(err, sql.ErrNoRows) {
		c.AbortWithStatus(http.StatusNotFound)
		return
	} else if err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	if bcrypt.CompareHashAndPassword([]byte(stored), []byte(req.Current)) != nil {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "current passphrase is wrong"})
		return
	}

	hash, err := hashPassphrase(req.New)
	switch {
	case errors.Is(err, ErrWeakPassphrase):
		c.AbortWithStatusJSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	case err != nil:
		log.Printf("member %d: %v", id, err)
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}

	if _, err := m.db.ExecContext(c, `UPDATE members SET pass_hash = $1, pass_changed_at = now() WHERE id = $2`, hash, id); err != nil {
		log.Printf("member %d: store hash: %v", id, err)
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusNoContent)
}

// requireSession resolves the kiosk session cookie to the signed-in member.
func (m *members) requireSession(c *gin.Context) {
	sid, err := c.Cookie("kiosk_session")
	if err != nil {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	var id int64
	err = m.db.QueryRowContext(c, `SELECT member_id FROM kiosk_sessions WHERE id = $1 AND expires_at > now()`, sid).Scan(&id)
	if err != nil {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Set("member_id", id)
	c.Next()
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("RANGE_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	m := &members{db: db}
	r := gin.Default()
	r.PUT("/members/:id/passphrase", m.requireSession, m.setPassphrase)
	if err := r.Run(":8022"); err != nil {
		log.Fatal(err)
	}
}
