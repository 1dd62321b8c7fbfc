// A bowling league login program of the h62 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"net/http"
	"os"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
	"golang.org/x/crypto/bcrypt"
)

// League secretaries sign in to enter weekly scores and lane assignments.
const sessionCookie = "league_session"

type loginForm struct {
	Email    string `form:"email" binding:"required,email"`
	Password string `form:"password" binding:"required"`
}

type sessionStore struct{ db *sql.DB }

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s sessionStore) authenticate(c *gin.Context, f loginForm) (int64, error) {
	var id int64
	var hash string
	err := s.db.QueryRowContext(c.Request.Context(),
		"SELECT id, password_hash FROM league_secretaries WHERE email = $1", f.Email).Scan(&id, &hash)
	if err != nil {
		return 0, err
	}
	return id, bcrypt.CompareHashAndPassword([]byte(hash), []byte(f.Password))
}

func (s sessionStore) open(c *gin.Context, secretaryID int64) (string, error) {
	token, err := newToken()
	if err != nil {
		return "", err
	}
	_, err = s.db.ExecContext(c.Request.Context(),
		"INSERT INTO league_sessions (token, secretary_id, expires_at) VALUES ($1, $2, $3)",
		token, secretaryID, time.Now().Add(12*time.Hour))
	return token, err
}

func setSession(c *gin.Context, token string) {
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie(sessionCookie, token, int((12 * time.Hour).Seconds()), "/", "", true, true)
}

func (s sessionStore) login(c *gin.Context) {
	var f loginForm
	if err := c.ShouldBind(&f); err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "email and password required"})
		return
	}
	id, err := s.authenticate(c, f)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "wrong email or password"})
		return
	}
	token, err := s.open(c, id)
	if err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	setSession(c, token)
	c.Redirect(http.StatusSeeOther, "/scores")
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Recovery())
	r.POST("/login", sessionStore{db: db}.login)
	_ = r.Run(":8080")
}
