// Player account registration for the esports tournament platform.
package accounts

import (
	"database/sql"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"
	"golang.org/x/crypto/bcrypt"
)

type Credentials struct {
	Gamertag string `json:"gamertag"`
	Password string `json:"password"`
}

type PlayerRepo struct{ db *sql.DB }

func (r *PlayerRepo) Insert(tag, hash string) error {
	_, err := r.db.Exec("INSERT INTO players (gamertag, password_hash) VALUES ($1, $2)", tag, hash)
	return err
}

func hashPassword(pw string) (string, error) {
	hash, err := bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)
	if err != nil {
		return "", err
	}
	return string(hash), nil
}

type AccountService struct{ repo *PlayerRepo }

func (s *AccountService) Register(c Credentials) error {
	if len(c.Gamertag) < 3 || len(c.Password) < 10 || len(c.Password) > 72 {
		return errors.New("gamertag or password does not meet requirements")
	}
	hash, err := hashPassword(c.Password)
	if err != nil {
		return err
	}
	return s.repo.Insert(c.Gamertag, hash)
}

func RegisterRoutes(e *echo.Echo, db *sql.DB) {
	svc := &AccountService{repo: &PlayerRepo{db: db}}
	e.POST("/players", func(ctx echo.Context) error {
		var c Credentials
		if err := ctx.Bind(&c); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "malformed request")
		}
		if err := svc.Register(c); err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
		}
		return ctx.NoContent(http.StatusCreated)
	})
}
