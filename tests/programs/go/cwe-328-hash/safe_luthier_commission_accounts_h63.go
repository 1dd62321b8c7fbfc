// A luthier commission accounts program of the h63 set (cwe-328-hash).
package main

import (
	"errors"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

// Account belongs to a player who has commissioned an instrument from the workshop.
type Account struct {
	Email        string
	PasswordHash string
}

type accountHasher struct{}

func (accountHasher) Hash(password string) (string, error) {
	hashed, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	return string(hashed), err
}

func (accountHasher) Verify(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

type AccountRepository struct {
	mu      sync.RWMutex
	byEmail map[string]Account
}

func (r *AccountRepository) Create(a Account) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, exists := r.byEmail[a.Email]; exists {
		return errors.New("account already exists")
	}
	r.byEmail[a.Email] = a
	return nil
}

func (r *AccountRepository) Get(email string) (Account, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	a, ok := r.byEmail[email]
	return a, ok
}

type AccountService struct {
	repo   *AccountRepository
	hasher accountHasher
}

func (s *AccountService) Register(email, password string) error {
	hash, err := s.hasher.Hash(password)
	if err != nil {
		return err
	}
	return s.repo.Create(Account{Email: strings.ToLower(email), PasswordHash: hash})
}

func (s *AccountService) Authenticate(email, password string) (Account, bool) {
	a, ok := s.repo.Get(strings.ToLower(email))
	if !ok || !s.hasher.Verify(a.PasswordHash, password) {
		return Account{}, false
	}
	return a, true
}

type credentialsDTO struct {
	Email    string `json:"email" binding:"required,email"`
	Password string `json:"password" binding:"required,min=12,max=128"`
}

type AccountController struct{ svc *AccountService }

func (ctl *AccountController) Register(c *gin.Context) {
	var dto credentialsDTO
	if err := c.ShouldBindJSON(&dto); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "email and a 12+ character password are required"})
		return
	}
	if err := ctl.svc.Register(dto.Email, dto.Password); err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "could not create account"})
		return
	}
	c.Status(http.StatusCreated)
}

func (ctl *AccountController) Login(c *gin.Context) {
	var dto credentialsDTO
	if err := c.ShouldBindJSON(&dto); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "email and password are required"})
		return
	}
	acct, ok := ctl.svc.Authenticate(dto.Email, dto.Password)
	if !ok {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "unknown email or wrong password"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"account": acct.Email})
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	ctl := &AccountController{svc: &AccountService{repo: &AccountRepository{byEmail: map[string]Account{}}, hasher: accountHasher{}}}
	r.POST("/accounts", ctl.Register)
	r.POST("/login", ctl.Login)
	log.Fatal(r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
