// Exchanges refresh tokens signed by the identity service for new session tokens.
package session

import (
	"crypto/rsa"
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type RefreshService struct {
	publicKey *rsa.PublicKey
	issue     func(subject string) (string, error)
}

func NewRefreshService(pemPath string, issue func(string) (string, error)) (*RefreshService, error) {
	pem, err := os.ReadFile(pemPath)
	if err != nil {
		return nil, err
	}
	key, err := jwt.ParseRSAPublicKeyFromPEM(pem)
	if err != nil {
		return nil, err
	}
	return &RefreshService{publicKey: key, issue: issue}, nil
}

func (s *RefreshService) keyFor(t *jwt.Token) (interface{}, error) {
	if _, ok := t.Method.(*jwt.SigningMethodRSA); !ok {
		return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
	}
	return s.publicKey, nil
}

func (s *RefreshService) Refresh(c echo.Context) error {
	raw := c.FormValue("refresh_token")
	tok, err := jwt.Parse(raw, s.keyFor, jwt.WithIssuer("https://id.example.com"))
	if err != nil || !tok.Valid {
		return c.JSON(http.StatusUnauthorized, map[string]string{"error": "invalid refresh token"})
	}
	sub, err := tok.Claims.GetSubject()
	if err != nil || sub == "" {
		return c.JSON(http.StatusUnauthorized, map[string]string{"error": "missing subject"})
	}
	access, err := s.issue(sub)
	if err != nil {
		return errors.Join(echo.ErrInternalServerError, err)
	}
	return c.JSON(http.StatusOK, map[string]string{"access_token": access})
}
