// A chess club member password store program of the h76 set (cwe-328-hash).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/bcrypt"
)

// PasswordHasher is implemented once per supported storage scheme.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Verify(stored, password string) bool
}

type argonHasher struct{ pepper string }

func (a argonHasher) derive(password string, salt []byte) []byte {
	return argon2.IDKey([]byte(a.pepper+password), salt, 2, 64*1024, 2, 32)
}

func (a argonHasher) Hash(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	enc := base64.RawStdEncoding
	return fmt.Sprintf("%s$%s", enc.EncodeToString(salt), enc.EncodeToString(a.derive(password, salt))), nil
}

func (a argonHasher) Verify(stored, password string) bool {
	saltPart, keyPart, found := strings.Cut(stored, "$")
	salt, err1 := base64.RawStdEncoding.DecodeString(saltPart)
	key, err2 := base64.RawStdEncoding.DecodeString(keyPart)
	if !found || err1 != nil || err2 != nil {
		return false
	}
	return subtle.ConstantTimeCompare(key, a.derive(password, salt)) == 1
}

type bcryptHasher struct{ cost int }

func (b bcryptHasher) Hash(password string) (string, error) {
	out, err := bcrypt.GenerateFromPassword([]byte(password), b.cost)
	return string(out), err
}

func (b bcryptHasher) Verify(stored, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) == nil
}

var hashers = map[string]PasswordHasher{
	"argon2id": argonHasher{pepper: os.Getenv("PASSWORD_PEPPER")},
	"bcrypt": bcryptHasher{cost: 12},
}

func selectHasher() PasswordHasher {
	if h, ok := hashers[os.Getenv("PASSWORD_SCHEME")]; ok {
		return h
	}
	return hashers["argon2id"]
}

type memberStore struct {
	mu     sync.Mutex
	hasher PasswordHasher
	hashes map[string]string
}

type credentials struct {
	Handle   string `json:"handle" binding:"required"`
	Password string `json:"password" binding:"required,min=10"`
}

func (s *memberStore) register(c *gin.Context) {
	var cr credentials
	if err := c.ShouldBindJSON(&cr); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "handle and password (10+ chars) required"})
		return
	}
	h, err := s.hasher.Hash(cr.Password)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not store password"})
		return
	}
	s.mu.Lock()
	s.hashes[cr.Handle] = h
	s.mu.Unlock()
	c.Status(http.StatusCreated)
}

func (s *memberStore) login(c *gin.Context) {
	var cr credentials
	if err := c.ShouldBindJSON(&cr); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	stored, ok := s.hashes[cr.Handle]
	s.mu.Unlock()
	if !ok || !s.hasher.Verify(stored, cr.Password) {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "wrong handle or password"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"welcome": cr.Handle})
}

func main() {
	store := &memberStore{hasher: selectHasher(), hashes: map[string]string{}}
	r := gin.Default()
	r.POST("/members", store.register)
	r.POST("/login", store.login)
	r.Run(":8080")
}
