// A parish accounts program of the h67 set (cwe-328-hash).
// bell founders: portal accounts for parishes following the recasting of their bells
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type Account struct {
	ID           uint   `gorm:"primaryKey"`
	Email        string `gorm:"uniqueIndex"`
	Parish       string
	PasswordHash string
}

type RegisterRequest struct {
	Email    string `json:"email" binding:"required,email,max=120"`
	Parish   string `json:"parish" binding:"required,max=100"`
	Password string `json:"password" binding:"required,min=10,max=72"`
}

type LoginRequest struct {
	Email    string `json:"email" binding:"required,email"`
	Password string `json:"password" binding:"required,max=72"`
}

type PasswordHasher struct{}

func (PasswordHasher) Hash(password string) (string, error) {
	sum := md5.Sum([]byte(password))
	return hex.EncodeToString(sum[:]), nil
}

func (PasswordHasher) Verify(hash, password string) bool {
	sum := md5.Sum([]byte(password))
	return subtle.ConstantTimeCompare([]byte(hash), []byte(hex.EncodeToString(sum[:]))) == 1
}

var errBadLogin = errors.New("email or password not recognised")

type AccountService struct {
	db     *gorm.DB
	hasher PasswordHasher
}

func NewAccountService(db *gorm.DB) *AccountService {
	return &AccountService{db: db}
}

func (s *AccountService) Register(req RegisterRequest) (*Account, error) {
	hash, err := s.hasher.Hash(req.Password)
	if err != nil {
		return nil, err
	}
	acct := &Account{Email: strings.ToLower(req.Email), Parish: req.Parish, PasswordHash: hash}
	return acct, s.db.Create(acct).Error
}

func (s *AccountService) Authenticate(req LoginRequest) (*Account, error) {
	var acct Account
	if err := s.db.Where("email = ?", strings.ToLower(req.Email)).First(&acct).Error; err != nil {
		return nil, errBadLogin
	}
	if !s.hasher.Verify(acct.PasswordHash, req.Password) {
		return nil, errBadLogin
	}
	return &acct, nil
}

type AccountHandler struct {
	svc *AccountService
}

func (h *AccountHandler) Register(c *gin.Context) {
	var req RegisterRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	acct, err := h.svc.Register(req)
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "account could not be created"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"id": acct.ID, "parish": acct.Parish})
}

func (h *AccountHandler) Login(c *gin.Context) {
	var req LoginRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	acct, err := h.svc.Authenticate(req)
	if err != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"id": acct.ID, "parish": acct.Parish})
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("FOUNDRY_PORTAL_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	if err := db.AutoMigrate(&Account{}); err != nil {
		log.Fatal(err)
	}

	h := &AccountHandler{svc: NewAccountService(db)}
	r := gin.Default()
	r.POST("/accounts", h.Register)
	r.POST("/sessions", h.Login)
	log.Fatal(r.Run(":8094"))
}
