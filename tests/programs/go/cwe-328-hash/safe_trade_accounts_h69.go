// A trade accounts program of the h69 set (cwe-328-hash).
package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
	"golang.org/x/crypto/bcrypt"
)

type accountStore struct {
	db *sql.DB
}

func newAccountStore(dsn string) (*accountStore, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return &accountStore{db: db}, nil
}

func hashPassword(pw string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(pw), 12)
	if err != nil {
		return "", err
	}
	return string(h), nil
}

func checkPassword(stored, pw string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(pw)) == nil
}

type credentials struct {
	Email    string `json:"email" binding:"required,email"`
	Password string `json:"password" binding:"required,min=10"`
	Company  string `json:"company"`
}

func (s *accountStore) register(c *gin.Context) {
	var in credentials
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	h, err := hashPassword(in.Password)
	if err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	_, err = s.db.ExecContext(c, `INSERT INTO trade_accounts (email, company, password_hash) VALUES ($1, $2, $3)`,
		strings.ToLower(in.Email), in.Company, h)
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "account already exists"})
		return
	}
	c.Status(http.StatusCreated)
}

func (s *accountStore) login(c *gin.Context) {
	var in credentials
	if err := c.ShouldBindJSON(&in); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	var stored string
	err := s.db.QueryRowContext(c, `SELECT password_hash FROM trade_accounts WHERE email = $1`,
		strings.ToLower(in.Email)).Scan(&stored)
	if err != nil || !checkPassword(stored, in.Password) {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "wrong email or password"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"welcome": in.Email})
}

func main() {
	store, err := newAccountStore(os.Getenv("ROPEWORKS_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	r := gin.Default()
	r.POST("/trade/register", store.register)
	r.POST("/trade/login", store.login)
	log.Fatal(r.Run(":8011"))
}
