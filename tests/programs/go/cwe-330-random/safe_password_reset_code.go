// Echo handler that emails a six-digit password reset code to a registered user.
package recovery

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

type Mailer interface {
	Send(to, subject, body string) error
}

type ResetStore interface {
	UserExists(email string) bool
	SaveCode(email, code string, expires time.Time) error
}

type ResetService struct {
	Mail  Mailer
	Store ResetStore
	TTL   time.Duration
}

func generateCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1000000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

func (s *ResetService) RequestReset(c echo.Context) error {
	email := strings.ToLower(strings.TrimSpace(c.FormValue("email")))
	if email == "" || !s.Store.UserExists(email) {
		return c.NoContent(http.StatusAccepted)
	}
	code, err := generateCode()
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError)
	}
	if err := s.Store.SaveCode(email, code, time.Now().Add(s.TTL)); err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError)
	}
	body := fmt.Sprintf("Your password reset code is %s. It expires in %d minutes.", code, int(s.TTL.Minutes()))
	if err := s.Mail.Send(email, "Password reset", body); err != nil {
		return echo.NewHTTPError(http.StatusBadGateway)
	}
	return c.NoContent(http.StatusAccepted)
}
