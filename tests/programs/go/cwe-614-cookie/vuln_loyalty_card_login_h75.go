// A cotton candy vendor loyalty card login cookie program of the h75 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

const sessionCookie = "fluff_loyalty"

var errUnknownCard = errors.New("card number or PIN not recognised")

type loyaltyStore struct {
	mu       sync.Mutex
	pins     map[string]string // card number -> bcrypt hash of PIN
	sessions map[string]string // token -> card number
}

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("read random: %w", err)
	}
	return hex.EncodeToString(b), nil
}

func (s *loyaltyStore) login(card, pin string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	hash, ok := s.pins[card]
	if !ok || bcrypt.CompareHashAndPassword([]byte(hash), []byte(pin)) != nil {
		return "", errUnknownCard
	}
	token, err := newToken()
	if err != nil {
		return "", err
	}
	s.sessions[token] = card
	return token, nil
}

func (s *loyaltyStore) cardFor(token string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	card, ok := s.sessions[token]
	return card, ok
}

func (s *loyaltyStore) handleLogin(c *gin.Context) {
	card := strings.TrimSpace(c.PostForm("card"))
	pin := c.PostForm("pin")
	token, err := s.login(card, pin)
	if errors.Is(err, errUnknownCard) {
		c.JSON(http.StatusUnauthorized, gin.H{"error": err.Error()})
		return
	} else if err != nil {
		log.Printf("loyalty login: %v", err)
		c.JSON(http.StatusInternalServerError, gin.H{"error": "please try again"})
		return
	}
	c.SetCookie(sessionCookie, token, int((30 * 24 * time.Hour).Seconds()), "/", "", false, false)
	c.JSON(http.StatusOK, gin.H{"card": card})
}

func (s *loyaltyStore) handleStamps(c *gin.Context) {
	token, err := c.Cookie(sessionCookie)
	if err != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "not signed in"})
		return
	}
	card, ok := s.cardFor(token)
	if !ok {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "session ended"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"card": card, "stamps": 7, "free_cone_at": 10})
}

func main() {
	s := &loyaltyStore{sessions: map[string]string{}}
	data, err := os.ReadFile("/etc/fluffstand/cards.json")
	if err != nil {
		log.Fatalf("read loyalty cards: %v", err)
	}
	if err := json.Unmarshal(data, &s.pins); err != nil {
		log.Fatalf("parse loyalty cards: %v", err)
	}
	r := gin.Default()
	r.POST("/loyalty/login", s.handleLogin)
	r.GET("/loyalty/stamps", s.handleStamps)
	if err := r.RunTLS(":8443", "/etc/fluffstand/tls.crt", "/etc/fluffstand/tls.key"); err != nil {
		log.Fatalf("loyalty server: %v", err)
	}
}
