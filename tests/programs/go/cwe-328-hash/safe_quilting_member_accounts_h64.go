// A quilting member accounts program of the h64 set (cwe-328-hash).
package main

import (
	"database/sql"
	"net/http"
	"os"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"golang.org/x/crypto/bcrypt"
)

type registration struct {
	Name     string   `json:"name"`
	Email    string   `json:"email"`
	Password string   `json:"password"`
	Circles  []string `json:"circles"`
}

type server struct{ db *sql.DB }

func hashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), 12)
	return string(h), err
}

func (s *server) register(c echo.Context) error {
	var reg registration
	if err := c.Bind(&reg); err != nil || !strings.Contains(reg.Email, "@") || len(reg.Password) < 10 {
		return echo.NewHTTPError(http.StatusBadRequest, "name, email and a password of 10+ characters")
	}
	hash, err := hashPassword(reg.Password)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(c.Request().Context(), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id int64
	err = tx.QueryRow(`INSERT INTO members (name, email, pw_hash) VALUES ($1, $2, $3) RETURNING id`,
		reg.Name, strings.ToLower(reg.Email), hash).Scan(&id)
	if err != nil {
		return echo.NewHTTPError(http.StatusConflict, "email already registered")
	}
	for _, circle := range reg.Circles {
		if _, err := tx.Exec(`INSERT INTO circle_members (circle_slug, member_id) VALUES ($1, $2)`, circle, id); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "unknown circle")
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": id, "circles": len(reg.Circles)})
}

func (s *server) checkLogin(c echo.Context) error {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := c.Bind(&in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	var stored string
	err := s.db.QueryRow(`SELECT pw_hash FROM members WHERE email = $1`, strings.ToLower(in.Email)).Scan(&stored)
	if err != nil || bcrypt.CompareHashAndPassword([]byte(stored), []byte(in.Password)) != nil {
		return echo.NewHTTPError(http.StatusUnauthorized, "wrong email or password")
	}
	return c.NoContent(http.StatusNoContent)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	s := &server{db: db}
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Logger(), middleware.Recover())
	e.POST("/members", s.register)
	e.POST("/members/login-check", s.checkLogin)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
