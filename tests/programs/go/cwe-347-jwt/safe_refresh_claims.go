// Echo handler that exchanges a refresh token for a new short-lived access token.
package session

import (
	"errors"
	"net/http"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type RefreshClaims struct {
	Scope string `json:"scope"`
	jwt.RegisteredClaims
}

type RefreshHandler struct {
	Secret []byte
	TTL    time.Duration
}

func (h *RefreshHandler) keyFunc(t *jwt.Token) (interface{}, error) {
	if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
		return nil, errors.New("unexpected signing method")
	}
	return h.Secret, nil
}

func (h *RefreshHandler) issueAccess(subject, scope string) (string, error) {
	claims := RefreshClaims{
		Scope: scope,
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   subject,
			ExpiresAt: jwt.NewNumericDate(time.Now().Add(h.TTL)),
			IssuedAt:  jwt.NewNumericDate(time.Now()),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(h.Secret)
}

func (h *RefreshHandler) Refresh(c echo.Context) error {
	var body struct {
		RefreshToken string `json:"refresh_token"`
	}
	if err := c.Bind(&body); err != nil || body.RefreshToken == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "refresh_token required")
	}
	token, err := jwt.ParseWithClaims(body.RefreshToken, &RefreshClaims{}, h.keyFunc)
	if err != nil || token == nil || !token.Valid {
		c.Logger().Warnf("refresh token problem: %v", err)
		return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
	}
	claims, ok := token.Claims.(*RefreshClaims)
	if !ok || claims.Subject == "" {
		return echo.NewHTTPError(http.StatusUnauthorized, "invalid claims")
	}
	access, err := h.issueAccess(claims.Subject, claims.Scope)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"access_token": access})
}
