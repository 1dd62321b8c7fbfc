// Unseen set h59: gin permit portal login
package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
	"golang.org/x/crypto/bcrypt"
)

const sessionTTL = 12 * time.Hour

type Credentials struct {
	Email    string `json:"email" binding:"required,email"`
	Password string `json:"password" binding:"required"`
}

type AccountStore interface {
	PasswordHash(email string) (string, error)
}

type sqlAccounts struct {
	db *sql.DB
}

func (s *sqlAccounts) PasswordHash(email string) (string, error) {
	var hash string
	err := s.db.QueryRow("SELECT password_hash FROM permit_holders WHERE email = $1", email).Scan(&hash)
	return hash, err
}

type SessionStore struct {
	mu      sync.Mutex
	byToken map[string]string
}

func (m *SessionStore) Create(email string) (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(buf)
	m.mu.Lock()
	m.byToken[token] = email
	m.mu.Unlock()
	return token, nil
}

// AuthService signs residents into the parking-permit self-service portal.
type AuthService struct {
	accounts AccountStore
	sessions *SessionStore
}

func (a *AuthService) Login(c Credentials) (string, bool, error) {
	hash, err := a.accounts.PasswordHash(c.Email)
	if err == sql.ErrNoRows {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	if bcrypt.CompareHashAndPassword([]byte(hash), []byte(c.Password)) != nil {
		return "", false, nil
	}
	token, err := a.sessions.Create(c.Email)
	return token, err == nil, err
}

type LoginHandler struct {
	auth *AuthService
}

func (h *LoginHandler) Post(c *gin.Context) {
	var creds Credentials
	if err := c.ShouldBindJSON(&creds); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "email and password are required"})
		return
	}
	token, ok, err := h.auth.Login(creds)
	if err != nil {
		log.Printf("login: %v", err)
		c.JSON(http.StatusInternalServerError, gin.H{"error": "try again later"})
		return
	}
	if !ok {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "wrong email or password"})
		return
	}
	c.SetCookie("permit_session", token, int(sessionTTL.Seconds()), "/", "", false, false)
	c.JSON(http.StatusOK, gin.H{"status": "signed in"})
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	db, err := sql.Open("pgx", os.Getenv("PERMITS_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	h := &LoginHandler{auth: &AuthService{
		accounts: &sqlAccounts{db: db},
		sessions: &SessionStore{byToken: map[string]string{}},
	}}
	r := gin.New()
	r.Use(gin.Recovery())
	r.POST("/api/login", h.Post)
	if err := r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")); err != nil {
		log.Fatal(err)
	}
}
