// A captain manifest program of the h73 set (cwe-347-jwt).
package main

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type crewClaims struct {
	Role   string `json:"role"`
	Vessel string `json:"vessel"`
	jwt.RegisteredClaims
}

type passenger struct {
	Name      string `json:"name"`
	Seat      string `json:"seat"`
	Emergency string `json:"emergency_contact"`
	Medical   string `json:"medical_notes,omitempty"`
}

var manifests = map[string]struct {
	Vessel     string
	Passengers []passenger
}{
	"T-0612-AM": {"Orca Spirit", []passenger{{"Dana Whitcombe", "A4", "+1 250 555 0143", "asthma inhaler"}}},
}

var signingKey = []byte(os.Getenv("CREW_JWT_SECRET"))

func readClaims(token string) (*crewClaims, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return nil, errors.New("malformed token")
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return nil, err
	}
	var claims crewClaims
	if err := json.Unmarshal(payload, &claims); err != nil {
		return nil, err
	}
	if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
		return nil, errors.New("token expired")
	}
	return &claims, nil
}

func requireCrew(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		auth := c.Request().Header.Get(echo.HeaderAuthorization)
		token := strings.TrimSpace(strings.TrimPrefix(auth, "Bearer "))
		if token == "" || token == auth {
			return echo.NewHTTPError(http.StatusUnauthorized, "missing bearer token")
		}
		claims, err := readClaims(token)
		if err != nil {
			return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
		}
		c.Set("crew", claims)
		return next(c)
	}
}

func manifestHandler(c echo.Context) error {
	claims := c.Get("crew").(*crewClaims)
	if claims.Role != "captain" && claims.Role != "first_mate" {
		return echo.NewHTTPError(http.StatusForbidden, "captains and first mates only")
	}
	trip, ok := manifests[strings.ToUpper(c.Param("trip"))]
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "no such trip")
	}
	if !strings.EqualFold(trip.Vessel, claims.Vessel) {
		return echo.NewHTTPError(http.StatusForbidden, "trip is assigned to another vessel")
	}
	return c.JSON(http.StatusOK, map[string]any{
		"trip":       c.Param("trip"),
		"vessel":     trip.Vessel,
		"passengers": trip.Passengers,
		"issued_to":  claims.Subject,
	})
}

func main() {
	if len(signingKey) < 32 {
		panic("CREW_JWT_SECRET must be at least 32 bytes")
	}
	e := echo.New()
	crew := e.Group("/crew", requireCrew)
	crew.GET("/trips/:trip/manifest", manifestHandler)
	e.Logger.Fatal(e.Start(":8021"))
}
