// hotel guest portal session (h58 set)
package guestportal

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

// Stay is looked up from the property-management system by booking code and surname.
type Stay struct {
	Booking  string
	Room     string
	Guest    string
	Checkout time.Time
}

type PMS interface {
	FindStay(ctx context.Context, booking, surname string) (Stay, error)
}

type SessionStore interface {
	Put(ctx context.Context, id string, s Stay, ttl time.Duration) error
}

const sessionCookie = "guest_sid"

func newSessionID() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// sessionCookieFor lasts until the guest's checkout day ends.
func sessionCookieFor(id string, stay Stay) *http.Cookie {
	return &http.Cookie{
		Name:    sessionCookie,
		Value:   id,
		Path:    "/",
		Expires: stay.Checkout.Add(12 * time.Hour),
	}
}

// SignIn handles POST /portal/sign-in: guests use booking code + surname to reach
// room service, in-stay folio and late-checkout requests.
func SignIn(pms PMS, sessions SessionStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		booking := strings.ToUpper(strings.TrimSpace(c.FormValue("booking")))
		surname := strings.TrimSpace(c.FormValue("surname"))
		if booking == "" || surname == "" {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "booking code and surname required"})
		}
		stay, err := pms.FindStay(c.Request().Context(), booking, surname)
		if err != nil || time.Now().After(stay.Checkout.Add(12*time.Hour)) {
			return c.JSON(http.StatusUnauthorized, map[string]string{"error": "we could not find that stay"})
		}
		id, err := newSessionID()
		if err != nil {
			return err
		}
		if err := sessions.Put(c.Request().Context(), id, stay, time.Until(stay.Checkout.Add(12*time.Hour))); err != nil {
			return err
		}
		c.SetCookie(sessionCookieFor(id, stay))
		return c.JSON(http.StatusOK, map[string]string{"room": stay.Room, "guest": stay.Guest})
	}
}
