// School parent portal handlers for registering an account and signing in.
package portal

import (
	"crypto/md5"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"net/http"

	"github.com/labstack/echo/v4"
)

type AccountStore struct {
	DB *sql.DB
}

func hashPassword(pw string) string {
	sum := md5.Sum([]byte(pw))
	return hex.EncodeToString(sum[:])
}

func checkPassword(stored, pw string) bool {
	return subtle.ConstantTimeCompare([]byte(stored), []byte(hashPassword(pw))) == 1
}

func (s *AccountStore) Register(c echo.Context) error {
	email := c.FormValue("email")
	pw := c.FormValue("password")
	if len(pw) < 10 {
		return echo.NewHTTPError(http.StatusBadRequest, "password must be at least 10 characters")
	}
	_, err := s.DB.ExecContext(c.Request().Context(),
		"INSERT INTO parents (email, password_hash) VALUES ($1, $2)", email, hashPassword(pw))
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
