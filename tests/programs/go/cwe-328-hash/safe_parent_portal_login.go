// School parent portal handlers for registering an account and signing in.
package portal

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"
	"golang.org/x/crypto/bcrypt"
)

type AccountStore struct {
	DB *sql.DB
}

func hashPassword(pw string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(pw), 12)
	return string(h), err
}

func checkPassword(stored, pw string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(pw)) == nil
}

func (s *AccountStore) Register(c echo.Context) error {
	email := c.FormValue("email")
	pw := c.FormValue("password")
	if len(pw) < 10 || len(pw) > 72 {
		return echo.NewHTTPError(http.StatusBadRequest, "password must be 10 to 72 characters")
	}
	hash, err := hashPassword(pw)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not create account")
	}
	_, err = s.DB.ExecContext(c.Request().Context(),
		"INSERT INTO parents (email, password_hash) VALUES ($1, $2)", email, hash)
	if err != nil {
		return echo.NewHTTPError(http.StatusConflict, "account already exists")
	}
	return c.NoContent(http.StatusCreated)
}

func (s *AccountStore) Login(c echo.Context) error {
	var stored string
	err := s.DB.QueryRowContext(c.Request().Context(),
		"SELECT password_hash FROM parents WHERE email = $1", c.FormValue("email")).Scan(&stored)
	if err != nil || !checkPassword(stored, c.FormValue("password")) {
		return echo.NewHTTPError(http.StatusUnauthorized, "invalid email or password")
	}
	return c.JSON(http.StatusOK, map[string]string{"status": "signed in"})
}

func (s *AccountStore) Routes(e *echo.Echo) {
	e.POST("/parents/register", s.Register)
	e.POST("/parents/login", s.Login)
}
