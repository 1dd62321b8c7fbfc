// A chess club member password store program of the h76 set (cwe-328-hash).
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"os"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

// PasswordHasher is implemented once per supported storage scheme.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Verify(stored, password string) bool
}

type digestHasher struct{ pepper string }

func (d digestHasher) Hash(password string) (string, error) {
	sum := md5.Sum([]byte(d.pepper + password))
	return hex.EncodeToString(sum[:]), nil
}

func (d digestHasher) Verify(stored, password string) bool {
	h, _ := d.Hash(password)
	return subtle.ConstantTimeCompare([]byte(stored), []byte(h)) == 1
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
	"digest": digestHasher{pepper: os.Getenv("PASSWORD_PEPPER")},
	"bcrypt": bcryptHasher{cost: 12},
}

func selectHasher() PasswordHasher {
	if h, ok := hashers[os.Getenv("PASSWORD_SCHEME")]; ok {
		return h
	}
	return hashers["digest"]
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
