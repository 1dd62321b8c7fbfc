// A pass accounts program of the h73 set (cwe-328-hash).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/argon2"
)

const (
	argonTime    = 3
	argonMemory  = 64 * 1024
	argonThreads = 2
	argonKeyLen  = 32
)

type credentials struct {
	Email    string `json:"email" binding:"required"`
	Password string `json:"password" binding:"required"`
	Name     string `json:"name"`
}

func normalizeEmail(e string) string {
	return strings.ToLower(strings.TrimSpace(e))
}

// stored format: hex(salt) "$" hex(digest)
func hashPassword(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	sum := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	return hex.EncodeToString(salt) + "$" + hex.EncodeToString(sum), nil
}

func verifyPassword(stored, password string) bool {
	saltHex, digestHex, ok := strings.Cut(stored, "$")
	if !ok {
		return false
	}
	salt, err1 := hex.DecodeString(saltHex)
	want, err2 := hex.DecodeString(digestHex)
	if err1 != nil || err2 != nil {
		return false
	}
	got := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	return subtle.ConstantTimeCompare(got, want) == 1
}

type accounts struct{ db *sql.DB }

func (a *accounts) signup(c *gin.Context) {
	var in credentials
	if err := c.ShouldBindJSON(&in); err != nil || len(in.Password) < 10 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "email and a password of at least 10 characters are required"})
		return
	}
	hash, err := hashPassword(in.Password)
	if err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	_, err = a.db.ExecContext(c, `INSERT INTO pass_holders (email, display_name, password_hash) VALUES ($1, $2, $3)`,
		normalizeEmail(in.Email), strings.TrimSpace(in.Name), hash)
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "an account with that email already exists"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"email": normalizeEmail(in.Email)})
}

func (a *accounts) login(c *gin.Context) {
	var in credentials
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "email and password required"})
		return
	}
	var stored string
	err := a.db.QueryRowContext(c, `SELECT password_hash FROM pass_holders WHERE email = $1`,
		normalizeEmail(in.Email)).Scan(&stored)
	if err != nil || !verifyPassword(stored, in.Password) {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "wrong email or password"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"welcome": true})
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("MAZE_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	a := &accounts{db: db}

	r := gin.Default()
	r.POST("/api/pass/signup", a.signup)
	r.POST("/api/pass/login", a.login)
	log.Fatal(r.Run(":8077"))
}
