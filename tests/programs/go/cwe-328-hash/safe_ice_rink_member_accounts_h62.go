// An ice rink member accounts program of the h62 set (cwe-328-hash).
package main

import (
	"database/sql"
	"errors"
	"net/http"
	"net/mail"
	"os"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/labstack/echo/v4"
	"golang.org/x/crypto/bcrypt"
)

// Members of the rink's skate club register online to book freestyle ice
// and manage their skate-sharpening punch card.
type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (c credentials) validate() error {
	if _, err := mail.ParseAddress(c.Email); err != nil {
		return errors.New("a valid email is required")
	}
	if len(c.Password) < 10 || len(c.Password) > 72 {
		return errors.New("password must be 10-72 characters")
	}
	return nil
}

func hashPassword(pw string) (string, error) {
	hash, err := bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)
	return string(hash), err
}

func checkPassword(stored, pw string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(pw)) == nil
}

type accounts struct{ db *sql.DB }

func bindCredentials(c echo.Context) (credentials, error) {
	var in credentials
	if err := c.Bind(&in); err != nil {
		return in, err
	}
	return in, in.validate()
}

func (a accounts) register(c echo.Context) error {
	in, err := bindCredentials(c)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	hash, err := hashPassword(in.Password)
	if err != nil {
		return err
	}
	_, err = a.db.ExecContext(c.Request().Context(),
		"INSERT INTO club_members (email, password_hash) VALUES ($1, $2)", in.Email, hash)
	if err != nil {
		return echo.NewHTTPError(http.StatusConflict, "email already registered")
	}
	return c.NoContent(http.StatusCreated)
}

func (a accounts) verify(c echo.Context) error {
	in, err := bindCredentials(c)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	var stored string
	err = a.db.QueryRowContext(c.Request().Context(),
		"SELECT password_hash FROM club_members WHERE email = $1", in.Email).Scan(&stored)
	if err != nil || !checkPassword(stored, in.Password) {
		return echo.NewHTTPError(http.StatusUnauthorized, "wrong email or password")
	}
	return c.JSON(http.StatusOK, map[string]string{"email": in.Email})
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	a := accounts{db: db}
	e := echo.New()
	e.HideBanner = true
	e.POST("/club/members", a.register)
	e.POST("/club/members/verify", a.verify)
	e.Logger.Fatal(e.Start(":8080"))
}
